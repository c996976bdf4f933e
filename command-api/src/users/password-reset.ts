// Forgotten passwords: a reset link by email (only for active accounts with a password), then a new
// password set with the link's token, which ends every earlier session.
import { DomainError } from '@shop/domain';
import { type EventMetadata, parseEmailToken } from '@shop/infra';
import { type AccountDependencies, newEmailToken, passwordProblem, runOnUser } from './accounts.js';
import { findByEmail, loadUser } from './directory.js';

export function createPasswordReset({ store, passwords, keys, clock }: AccountDependencies) {
  const now = () => clock().toISOString();

  /** Quietly does nothing for unknown addresses and Google accounts: the caller answers the same either way. */
  async function forgotPassword(email: string, metadata: EventMetadata) {
    const userId = await findByEmail(store, email);
    const user = userId ? await loadUser(store, userId) : undefined;
    if (!userId || user?.status !== 'active' || (user.passwordHash === null && user.method === 'google'))
      return;
    await runOnUser(
      store,
      userId,
      {
        type: 'RequestPasswordReset',
        data: { ...newEmailToken(keys, 'reset-password', userId), now: now() },
      },
      metadata,
    );
  }

  async function resetPassword(token: string, newPassword: string, metadata: EventMetadata) {
    const parsed = parseEmailToken(token);
    if (!parsed)
      throw new DomainError(
        'INVALID_RESET_TOKEN',
        'Invalid or expired reset link. Please request a new one.',
        'validation',
      );
    const problem = passwordProblem(newPassword);
    if (problem) throw problem;
    const passwordHash = await passwords.hash(newPassword);
    const { position } = await runOnUser(
      store,
      parsed.userId,
      { type: 'ResetPassword', data: { tokenHash: parsed.tokenHash, passwordHash, now: now() } },
      metadata,
    );
    return { position };
  }

  return { forgotPassword, resetPassword };
}

export type PasswordReset = ReturnType<typeof createPasswordReset>;
