// The account emails: plain text and HTML with the same words and link.
import type { MailMessage } from '@shop/infra';
import { compose } from '../mail-layout.js';

export function verificationEmail(to: string, username: string, url: string): MailMessage {
  return compose(
    to,
    'Verify your email address',
    [
      `Hello ${username}, welcome! Please confirm your email address to activate your account.`,
      'The link works for 24 hours. If you did not create an account, you can ignore this email.',
    ],
    { label: 'Verify email', url },
  );
}

export function passwordResetEmail(to: string, username: string, url: string): MailMessage {
  return compose(
    to,
    'Reset your password',
    [
      `Hello ${username}, we received a request to reset your password.`,
      'The link works for 1 hour and only once. If you did not ask for it, ignore this email: your password stays as it is.',
    ],
    { label: 'Reset password', url },
  );
}
