// The notice that an authenticator app now guards the account.
import type { ActiveUser, TotpEnabled } from '@shop/domain';
import type { MailMessage } from '@shop/infra';
import { securityNoticeEmail } from './security-notice.js';

export function totpEnabledEmail(
  user: ActiveUser,
  { enabledAt }: TotpEnabled['data'],
  publicUrl: string,
): MailMessage {
  return securityNoticeEmail(user, publicUrl, {
    subject: 'Two-factor authentication is on',
    happened: 'two-factor authentication with an authenticator app was turned on for your account',
    at: enabledAt,
    consequence: 'From now on, signing in also asks for a code from your authenticator app.',
  });
}
