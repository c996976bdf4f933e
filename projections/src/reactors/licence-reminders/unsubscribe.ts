// The way out of the emails the licence-reminder opt-out covers: a visible link to the unsubscribe page
// and the List-Unsubscribe headers (RFC 2369, one click: RFC 8058), both carrying the user's signed token.
import type { MailExtras } from '../mail-layout.js';

export interface UnsubscribeLinks {
  publicUrl: string;
  /** issueUnsubscribeToken(unsubscribeKey, userId). */
  unsubscribeToken: string;
}

/** The footer line (after `why`, the reason the email came) and the headers that stop these emails. */
export function reminderUnsubscribe(
  { publicUrl, unsubscribeToken }: UnsubscribeLinks,
  why: string,
): Required<Pick<MailExtras, 'footer' | 'headers'>> {
  const token = encodeURIComponent(unsubscribeToken);
  return {
    footer: { text: why, label: 'Stop these reminders', url: `${publicUrl}/unsubscribe?token=${token}` },
    headers: {
      'List-Unsubscribe': `<${publicUrl}/api/email/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
