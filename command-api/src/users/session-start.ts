// A session begins: the login is recorded on the account's stream (with the second factor it proved,
// if any) and a token is issued bound to the account's session generation, naming the new session and,
// when a second factor was proved, when.
import type { LoginMethod, SecondFactorProof } from '@shop/domain';
import { DomainError } from '@shop/domain';
import { type EventMetadata, newId } from '@shop/infra';
import { ACCOUNT_MESSAGES } from '../contracts/users.js';
import { type AccountDependencies, runOnUser } from './accounts.js';

export interface SessionStart {
  /** The browser's own description, kept for the owner's list of sessions. */
  userAgent?: string | null;
  /** The second factor this sign-in proved. */
  secondFactor?: SecondFactorProof;
}

export function createSessionStart({
  store,
  sessions,
  clock,
}: Pick<AccountDependencies, 'store' | 'sessions' | 'clock'>) {
  return async function startSession(
    userId: string,
    method: LoginMethod,
    metadata: EventMetadata,
    start: SessionStart = {},
  ) {
    const sessionId = newId();
    const at = clock();
    const result = await runOnUser(
      store,
      userId,
      {
        type: 'RecordLogin',
        data: {
          method,
          now: at.toISOString(),
          sessionId,
          userAgent: start.userAgent ?? null,
          ...(start.secondFactor ? { secondFactor: start.secondFactor } : {}),
        },
      },
      metadata,
    );
    if (result.state.status !== 'active')
      throw new DomainError('INVALID_CREDENTIALS', ACCOUNT_MESSAGES.invalidCredentials, 'unauthenticated');
    const token = await sessions.issue(
      {
        userId,
        generation: result.state.sessionGeneration,
        sessionId,
        secondFactorAt: start.secondFactor ? Math.floor(at.getTime() / 1000) : undefined,
      },
      at,
    );
    return { token, user: result.state };
  };
}
