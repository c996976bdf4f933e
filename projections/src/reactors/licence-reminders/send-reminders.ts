// Sends the licence reminders that are due: 7 days and 1 day before a licence ends, and once it has
// ended. Time, not an event, triggers them, so this runs as a periodic task over the read models. Each
// kind goes out once per licence and expiry date (a renewal moves the date and starts afresh).
import { issueUnsubscribeToken, type Mailer } from '@shop/infra';
import type { Kysely } from 'kysely';
import type { ReadModels } from '../../db/schema.js';
import { alreadySent, mailOnce } from '../mail-once.js';
import { licencesNearTheirEnd, reminderDue } from './due-reminders.js';
import { licenceReminderEmail } from './templates.js';

export interface LicenceReminderOptions {
  mailer: Mailer;
  publicUrl: string;
  /** Signs the unsubscribe links (AppKeys.unsubscribeKey). */
  unsubscribeKey: Buffer;
}

export interface LicenceReminderDependencies extends LicenceReminderOptions {
  db: Kysely<ReadModels>;
  clock: () => Date;
}

const reminderKey = (licenceId: string, expiresAt: Date, kind: string) =>
  `licence-reminder:${licenceId}:${expiresAt.toISOString()}:${kind}`;

/** Sends every reminder due and not sent yet; returns how many it sent. */
export async function sendLicenceReminders(deps: LicenceReminderDependencies): Promise<number> {
  const now = deps.clock();
  const due = (await licencesNearTheirEnd(deps.db, now)).flatMap((row) => {
    const expiresAt = row.expires_at!;
    const kind = reminderDue({ status: row.status, expiresAt }, now);
    return kind ? [{ row, expiresAt, kind, key: reminderKey(row.licence_id, expiresAt, kind) }] : [];
  });
  if (due.length === 0) return 0;
  // Most were sent on an earlier round: one read skips them all.
  const sent = await alreadySent(
    deps.db,
    due.map(({ key }) => key),
  );
  let count = 0;
  for (const { row, expiresAt, kind, key } of due) {
    if (sent.has(key)) continue;
    const message = licenceReminderEmail(
      { email: row.email, username: row.username },
      {
        licenceId: row.licence_id,
        licenseKey: row.license_key,
        accountNumber: row.account_number,
        expiresAt,
      },
      kind,
      {
        publicUrl: deps.publicUrl,
        unsubscribeToken: issueUnsubscribeToken(deps.unsubscribeKey, row.user_id),
      },
    );
    if (await mailOnce(deps, key, `licence-reminder-${kind.replace(' ', '-')}`, message)) count += 1;
  }
  return count;
}
