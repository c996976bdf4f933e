// The notice that the account's authenticator app was removed.
import type { ActiveUser, TotpDisabled } from '@shop/domain';
import type { MailMessage } from '@shop/infra';
import { securityNoticeEmail } from './security-notice.js';

export function totpDisabledEmail(
  user: ActiveUser,
  { disabledAt }: TotpDisabled['data'],
  publicUrl: string,
): MailMessage {
  return securityNoticeEmail(user, publicUrl, {
    subject: 'Two-factor authentication was turned off',
    happened: 'the authenticator app was removed from your account',
    at: disabledAt,
    consequence: 'Signing in no longer asks for a code from it. You can set it up again in Account settings.',
  });
}
