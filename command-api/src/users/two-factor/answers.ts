// What a typed answer to a second-factor question proves: an authenticator code names the step it
// matched, a recovery code its hash. A wrong answer is refused in the words people read, with the tries
// left on this sign-in; a code from a step already used is refused as such (RFC 6238 §5.2).
import { type ActiveUser, DomainError, type SecondFactorProof, userError } from '@shop/domain';
import { TWO_FACTOR_MESSAGES } from '../../contracts/two-factor.js';
import { recoveryCodeHash } from './recovery-codes.js';
import { matchingStep } from './totp.js';

export type SecondFactorAnswer = { code?: string; recoveryCode?: string };

/** The proof the answer gives for this account; undefined when it is wrong. */
export function proofOfAnswer(
  user: ActiveUser,
  answer: SecondFactorAnswer,
  now: Date,
): SecondFactorProof | undefined {
  if (answer.recoveryCode !== undefined) {
    const hash = recoveryCodeHash(answer.recoveryCode);
    return user.recoveryCodeHashes.includes(hash)
      ? { method: 'recovery', recoveryCodeHash: hash }
      : undefined;
  }
  if (!user.totp || answer.code === undefined) return undefined;
  const step = matchingStep(user.totp.secret, answer.code, now);
  if (step === undefined) return undefined;
  if (step <= user.totp.lastStep) throw userError.codeUsed();
  return { method: 'totp', step };
}

export const challengeExpired = () =>
  new DomainError('TWO_FACTOR_CHALLENGE_EXPIRED', TWO_FACTOR_MESSAGES.challengeExpired, 'unauthenticated');

/** The refusal of a wrong answer; with none left, the sign-in is over. */
export function wrongAnswer(answer: SecondFactorAnswer, attemptsLeft?: number): DomainError {
  // The wrong answer that ends the sign-in: still a wrong answer for the account's limit.
  if (attemptsLeft === 0)
    return new DomainError(
      'TWO_FACTOR_CHALLENGE_EXPIRED',
      TWO_FACTOR_MESSAGES.tooManyCodes,
      'unauthenticated',
      {
        wrongAnswer: true,
      },
    );
  const details = attemptsLeft === undefined ? {} : { attemptsLeft };
  return answer.recoveryCode !== undefined
    ? new DomainError(
        'RECOVERY_CODE_INVALID',
        TWO_FACTOR_MESSAGES.recoveryCodeInvalid,
        'unauthenticated',
        details,
      )
    : new DomainError('TWO_FACTOR_CODE_INVALID', TWO_FACTOR_MESSAGES.codeInvalid, 'unauthenticated', details);
}
