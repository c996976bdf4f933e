// The shape every security notice shares: what happened to the account and when (UTC), a link to its
// security settings, and what to do if it was not the owner.
import type { ActiveUser } from '@shop/domain';
import type { MailMessage } from '@shop/infra';
import { compose } from '../mail-layout.js';
import { readableTime } from '../order-emails/amounts.js';

export interface SecurityNotice {
  subject: string;
  /** Finishes "Hello <name>, …": e.g. "two-factor authentication was turned on for your account". */
  happened: string;
  at: string;
  /** What it means for the owner, one short paragraph. */
  consequence?: string;
  /** Opens the advice for an owner who did not do it; "If this was not you" unless told. */
  unexpected?: string;
  action?: { label: string; url: string };
}

export function securityNoticeEmail(
  user: ActiveUser,
  publicUrl: string,
  notice: SecurityNotice,
): MailMessage {
  const googleOnly = user.passwordHash === null && user.method === 'google';
  const secure = googleOnly
    ? 'secure your Google account'
    : `reset your password right away at ${publicUrl}/forgot-password`;
  return compose(
    user.email,
    notice.subject,
    [
      `Hello ${user.username}, ${notice.happened} on ${readableTime(notice.at)}.`,
      ...(notice.consequence ? [notice.consequence] : []),
      `${notice.unexpected ?? 'If this was not you'}, ${secure} and contact our support at ${publicUrl}/support.`,
    ],
    notice.action ?? { label: 'Review your account security', url: `${publicUrl}/account/security` },
  );
}
