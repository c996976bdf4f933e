// The email that tells an account's owner Google sign-in was linked to it: when it happened, that the
// other sessions were signed out, and what to do if it was not them.
import type { GoogleAccountLinked } from '@shop/domain';
import type { MailMessage } from '@shop/infra';
import { compose } from '../mail-layout.js';
import { readableTime } from '../order-emails/amounts.js';

/** Only a link that kept the password tells the owner: it could be someone else holding their Google. */
export function isLinkToTellTheOwnerAbout(data: GoogleAccountLinked['data']): boolean {
  return data.sessionsEnded === true && data.passwordRemoved === false;
}

export function googleLinkedEmail(
  to: string,
  username: string,
  linkedAt: string,
  publicUrl: string,
): MailMessage {
  return compose(
    to,
    'Google sign-in was linked to your account',
    [
      `Hello ${username}, Google sign-in was linked to your account on ${readableTime(linkedAt)}. From now on you can also sign in with the 'Continue with Google' button; your password still works, and every other session of your account was signed out.`,
      'If this was not you, reset your password right away with the link above, and write to our support.',
    ],
    { label: 'Reset your password', url: `${publicUrl}/forgot-password` },
  );
}
