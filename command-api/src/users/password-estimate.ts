// How guessable a password is, by zxcvbn-ts with its common-password and English dictionaries: the
// server's half of the password policy (the spec's rules live in the domain, which stays pure).

import { checkPassword, type PasswordCheck } from '@shop/domain';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

export interface PasswordEstimate {
  /** log10 of the guesses an attacker working down the usual lists would need. */
  guessesLog10: number;
  /** How long those guesses take against our slow hash after a leak, in words ("3 hours"). */
  crackTime: string;
  /** Why it is weak, when it is ("This is similar to a commonly used password."); else null. */
  warning: string | null;
  suggestions: string[];
}

/**
 * Substitution combinations tried per password: P@ssw0rd and Pa$$w0rd are still found, and a
 * 72-character password costs milliseconds, not tens of them, on the request's thread.
 */
const L33T_MAX_SUBSTITUTIONS = 5;

let estimator: ZxcvbnFactory | undefined;

/** Built on first use: the dictionaries take about 0.15 s to rank. */
function passwordEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
    l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS,
  });
  return estimator;
}

export function estimatePassword(password: string): PasswordEstimate {
  const result = passwordEstimator().check(password);
  return {
    guessesLog10: Math.round(result.guessesLog10 * 100) / 100,
    crackTime: result.crackTimes.offlineSlowHashingXPerSecond.display,
    warning: result.feedback.warning,
    suggestions: result.feedback.suggestions,
  };
}

/** The spec's rules plus the estimate: what every server-side password check uses. */
export function checkPasswordOnServer(password: string): PasswordCheck & { estimate?: PasswordEstimate } {
  if (password.length === 0) return checkPassword(password);
  const estimate = estimatePassword(password);
  return { ...checkPassword(password, estimate), estimate };
}
