// The licence reminder emails: which licence, when it ends, a renew link, and a way to stop them
// (unsubscribe.ts).
import type { MailMessage } from '@shop/infra';
import { compose } from '../mail-layout.js';
import { readableTime } from '../order-emails/amounts.js';
import type { ReminderKind } from './due-reminders.js';
import { reminderUnsubscribe, type UnsubscribeLinks } from './unsubscribe.js';

export interface RemindedLicence {
  licenceId: string;
  licenseKey: string;
  accountNumber: string;
  expiresAt: Date;
}

const SUBJECTS: Record<ReminderKind, string> = {
  '7 days': 'Your license expires within a week',
  '1 day': 'Your license expires within a day',
  expired: 'Your license has expired',
};

export function licenceReminderEmail(
  to: { email: string; username: string },
  licence: RemindedLicence,
  kind: ReminderKind,
  links: UnsubscribeLinks,
): MailMessage {
  const ends = readableTime(licence.expiresAt.toISOString());
  const opening =
    kind === 'expired'
      ? `Hello ${to.username}, your license for MT5 account ${licence.accountNumber} expired on ${ends}. The robot stops trading on this account until you renew it.`
      : `Hello ${to.username}, your license for MT5 account ${licence.accountNumber} expires on ${ends}. Renew it now to keep the robot trading without a break.`;
  return compose(
    to.email,
    SUBJECTS[kind],
    [opening, 'A renewal adds its time to your license; the key and the account stay the same.'],
    { label: 'Renew your license', url: `${links.publicUrl}/dashboard?renew=${licence.licenceId}` },
    {
      facts: [
        { label: 'License key', value: licence.licenseKey },
        { label: 'MT5 account', value: licence.accountNumber },
        { label: kind === 'expired' ? 'Expired on' : 'Expires on', value: ends },
      ],
      ...reminderUnsubscribe(links, 'You receive these emails because you hold a license at our shop.'),
    },
  );
}
