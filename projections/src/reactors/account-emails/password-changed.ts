// The notice that the account's password was changed and its other sessions signed out.
import type { ActiveUser, PasswordChanged } from '@shop/domain';
import type { MailMessage } from '@shop/infra';
import { securityNoticeEmail } from './security-notice.js';

export function passwordChangedEmail(
  user: ActiveUser,
  { changedAt }: PasswordChanged['data'],
  publicUrl: string,
): MailMessage {
  return securityNoticeEmail(user, publicUrl, {
    subject: 'Your password was changed',
    happened: 'the password of your account was changed',
    at: changedAt,
    consequence: 'Every other session of your account was signed out.',
  });
}
