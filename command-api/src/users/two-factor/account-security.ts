// The owner's security use cases: the authenticator app (setup, confirmation, removal), recovery codes,
// a step-up proof, a password change, ending the other sessions, and an admin's reset of someone's
// second factors. Every change is a command on the user's stream; codes are checked here first.
import {
  type ActiveUser,
  DomainError,
  type SecondFactorProof,
  type UserCommand,
  userError,
} from '@shop/domain';
import type { EventMetadata } from '@shop/infra';
import { TWO_FACTOR_MESSAGES } from '../../contracts/two-factor.js';
import type { AttemptLimiter } from '../../http/attempt-limiter.js';
import type { AuthenticatedUser } from '../../plugins/app/auth.js';
import { type AccountDependencies, passwordProblem, runOnUser } from '../accounts.js';
import { loadUser } from '../directory.js';
import { proofOfAnswer, type SecondFactorAnswer, wrongAnswer } from './answers.js';
import type { EnrolmentTokens } from './enrolment-token.js';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes.js';
import { matchingStep, newTotpSecret, otpauthUrl } from './totp.js';

/** The caller's session as its token tells it. */
export interface CallerSession {
  userId: string;
  sessionId?: string;
  secondFactorAt?: number;
}

/** The session of a request that passed a `user` route's guard. */
export function callerOf(request: { user: AuthenticatedUser | null }): CallerSession {
  const user = request.user!;
  return { userId: user.id, sessionId: user.sessionId, secondFactorAt: user.secondFactorAt };
}

export interface AccountSecurityDependencies extends AccountDependencies {
  enrolments: EnrolmentTokens;
  /** Wrong codes and wrong current passwords, per account, as for password logins. */
  attempts: AttemptLimiter;
  /** The issuer shown in authenticator apps. */
  issuer: string;
}

/** Refusals that count against the account's limit; a refusal marked `wrongAnswer` (the last wrong code of a sign-in) too. */
const WRONG_ANSWERS = [
  'TWO_FACTOR_CODE_INVALID',
  'RECOVERY_CODE_INVALID',
  'PASSKEY_INVALID',
  'PASSWORD_INCORRECT',
];

const tooManyAttempts = () =>
  new DomainError('TOO_MANY_ATTEMPTS', TWO_FACTOR_MESSAGES.tooManyAttempts, 'rate_limited');

export function createAccountSecurity(deps: AccountSecurityDependencies) {
  const { store, clock, sessions, passwords, enrolments, attempts, issuer } = deps;

  async function activeUser(userId: string): Promise<ActiveUser> {
    const user = await loadUser(store, userId);
    if (user.status !== 'active') throw userError.notFound();
    return user;
  }

  /** A new token for the caller's session: same id, the account's current generation. */
  async function reissue(caller: CallerSession, generation: number, secondFactorAt = caller.secondFactorAt) {
    return sessions.issue(
      { userId: caller.userId, generation, sessionId: caller.sessionId, secondFactorAt },
      clock(),
    );
  }

  /**
   * Runs `attempt` counted against the account's limit: a wrong answer keeps its count, anything else
   * gives it back.
   */
  async function counted<T>(userId: string, attempt: () => Promise<T>): Promise<T> {
    const key = `account:${userId}`;
    if ((await attempts.take(key)) > 0) throw tooManyAttempts();
    try {
      const result = await attempt();
      await attempts.reset(key);
      return result;
    } catch (error) {
      const wrong =
        error instanceof DomainError &&
        (WRONG_ANSWERS.includes(error.code) || error.details.wrongAnswer === true);
      if (!wrong) await attempts.giveBack(key);
      throw error;
    }
  }

  /** The proof a signed-in owner's answer gives, or its refusal (400: the session itself is fine). */
  async function proofFrom(user: ActiveUser, answer: SecondFactorAnswer): Promise<SecondFactorProof> {
    const proof = proofOfAnswer(user, answer, clock());
    if (!proof) {
      const refusal = wrongAnswer(answer);
      throw new DomainError(refusal.code, refusal.message, 'validation');
    }
    return proof;
  }

  async function setupTotp(userId: string) {
    const user = await activeUser(userId);
    if (user.totp) throw userError.totpAlreadyEnabled();
    const secret = newTotpSecret();
    const { token, expiresAt } = await enrolments.issue(userId, secret);
    return { enrolmentToken: token, secret, otpauthUrl: otpauthUrl(secret, user.email, issuer), expiresAt };
  }

  async function confirmTotp(
    caller: CallerSession,
    enrolmentToken: string,
    code: string,
    metadata: EventMetadata,
  ) {
    const { userId } = caller;
    const secret = await enrolments.open(enrolmentToken, userId);
    if (!secret)
      throw new DomainError('TOTP_ENROLMENT_EXPIRED', TWO_FACTOR_MESSAGES.enrolmentExpired, 'validation');
    return counted(userId, async () => {
      const at = clock();
      const step = matchingStep(secret, code, at);
      if (step === undefined)
        throw new DomainError('TWO_FACTOR_CODE_INVALID', TWO_FACTOR_MESSAGES.codeInvalid, 'validation');
      const recoveryCodes = newRecoveryCodes();
      const command: UserCommand = {
        type: 'EnableTotp',
        data: {
          secret,
          recoveryCodeHashes: recoveryCodes.map(recoveryCodeHash),
          step,
          now: at.toISOString(),
        },
      };
      const result = await runOnUser(store, userId, command, metadata);
      if (result.state.status !== 'active') throw userError.notFound();
      // The confirming code proved the factor in this session.
      const token = await reissue(caller, result.state.sessionGeneration, Math.floor(at.getTime() / 1000));
      return { recoveryCodes, token };
    });
  }

  async function disableTotp(userId: string, answer: SecondFactorAnswer, metadata: EventMetadata) {
    return counted(userId, async () => {
      const proof = await proofFrom(await activeUser(userId), answer);
      const command: UserCommand = { type: 'DisableTotp', data: { proof, now: clock().toISOString() } };
      await runOnUser(store, userId, command, metadata);
    });
  }

  async function regenerateRecoveryCodes(
    userId: string,
    answer: SecondFactorAnswer,
    metadata: EventMetadata,
  ) {
    return counted(userId, async () => {
      const proof = await proofFrom(await activeUser(userId), answer);
      const recoveryCodes = newRecoveryCodes();
      const command: UserCommand = {
        type: 'RegenerateRecoveryCodes',
        data: { proof, recoveryCodeHashes: recoveryCodes.map(recoveryCodeHash), now: clock().toISOString() },
      };
      await runOnUser(store, userId, command, metadata);
      return recoveryCodes;
    });
  }

  /** Records a proved second factor in the caller's session and answers its refreshed token. */
  async function recordStepUp(caller: CallerSession, proof: SecondFactorProof, metadata: EventMetadata) {
    const at = clock();
    const command: UserCommand = {
      type: 'ProveSecondFactor',
      data: { proof, purpose: 'step-up', sessionId: caller.sessionId ?? null, now: at.toISOString() },
    };
    const result = await runOnUser(store, caller.userId, command, metadata);
    if (result.state.status !== 'active') throw userError.notFound();
    return reissue(caller, result.state.sessionGeneration, Math.floor(at.getTime() / 1000));
  }

  async function stepUp(caller: CallerSession, answer: SecondFactorAnswer, metadata: EventMetadata) {
    return counted(caller.userId, async () => {
      const proof = await proofFrom(await activeUser(caller.userId), answer);
      return recordStepUp(caller, proof, metadata);
    });
  }

  async function changePassword(
    caller: CallerSession,
    currentPassword: string,
    newPassword: string,
    metadata: EventMetadata,
  ) {
    const { userId } = caller;
    return counted(userId, async () => {
      const user = await activeUser(userId);
      if (user.passwordHash === null) throw userError.googleAccount();
      if (!(await passwords.verify(currentPassword, user.passwordHash)))
        throw new DomainError('PASSWORD_INCORRECT', TWO_FACTOR_MESSAGES.passwordIncorrect, 'validation');
      const problem = passwordProblem(newPassword);
      if (problem) throw problem;
      const command: UserCommand = {
        type: 'ChangePassword',
        data: {
          passwordHash: await passwords.hash(newPassword),
          keptSessionId: caller.sessionId ?? null,
          now: clock().toISOString(),
        },
      };
      const result = await runOnUser(store, userId, command, metadata);
      if (result.state.status !== 'active') throw userError.notFound();
      return { token: await reissue(caller, result.state.sessionGeneration), position: result.position };
    });
  }

  async function endOtherSessions(caller: CallerSession, metadata: EventMetadata) {
    const command: UserCommand = {
      type: 'EndOtherSessions',
      data: { keptSessionId: caller.sessionId ?? null, now: clock().toISOString() },
    };
    const result = await runOnUser(store, caller.userId, command, metadata);
    if (result.state.status !== 'active') throw userError.notFound();
    return { token: await reissue(caller, result.state.sessionGeneration), position: result.position };
  }

  /** An admin removes every second factor of `userId`; the person's sessions end and they are emailed. */
  async function resetSecondFactors(adminId: string, userId: string, metadata: EventMetadata) {
    if (adminId === userId)
      throw new DomainError('OWN_SECOND_FACTORS', TWO_FACTOR_MESSAGES.resetOwn, 'validation');
    const command: UserCommand = {
      type: 'ResetSecondFactors',
      data: { resetBy: adminId, now: clock().toISOString() },
    };
    const { position } = await runOnUser(store, userId, command, metadata);
    return { position };
  }

  return {
    counted,
    activeUser,
    setupTotp,
    confirmTotp,
    disableTotp,
    regenerateRecoveryCodes,
    stepUp,
    recordStepUp,
    changePassword,
    endOtherSessions,
    resetSecondFactors,
  };
}

export type AccountSecurity = ReturnType<typeof createAccountSecurity>;
