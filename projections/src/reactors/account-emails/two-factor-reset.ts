// The notice to a person whose second factors an administrator removed: what went, that every
// session ended, and how to set two-factor authentication up again.
import type { ActiveUser, SecondFactorsReset } from '@shop/domain';
import type { MailMessage } from '@shop/infra';
import { securityNoticeEmail } from './security-notice.js';

export function twoFactorResetEmail(
  user: ActiveUser,
  { resetAt }: SecondFactorsReset['data'],
  publicUrl: string,
): MailMessage {
  return securityNoticeEmail(user, publicUrl, {
    subject: 'Your two-factor authentication was reset',
    happened: 'an administrator reset the two-factor authentication of your account',
    at: resetAt,
    consequence:
      'Your authenticator app, recovery codes and passkeys were removed, and every session of your account was signed out. Sign in, then set up two-factor authentication again in Account settings.',
    unexpected: 'If you did not ask for this',
    action: { label: 'Set up two-factor authentication', url: `${publicUrl}/account/security` },
  });
}
