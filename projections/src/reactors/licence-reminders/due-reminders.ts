// Which reminder a licence is due, and the licences that may be due one: of accounts still active
// that did not turn the reminders off, not revoked, ending within 7 days or ended less than 3 days ago.
import type { Kysely } from 'kysely';
import type { ReadModels } from '../../db/schema.js';

export type ReminderKind = '7 days' | '1 day' | 'expired';

const DAY_MS = 86_400_000;

/** The one reminder due now: the nearest of them, so a licence within a day never gets the 7-day one. */
export function reminderDue(
  licence: { status: string; expiresAt: Date },
  now: Date,
): ReminderKind | undefined {
  const left = licence.expiresAt.getTime() - now.getTime();
  if (licence.status === 'revoked' || left <= -3 * DAY_MS) return undefined;
  if (licence.status === 'expired' || left <= 0) return 'expired';
  if (left <= DAY_MS) return '1 day';
  if (left <= 7 * DAY_MS) return '7 days';
  return undefined;
}

export function licencesNearTheirEnd(db: Kysely<ReadModels>, now: Date) {
  return db
    .selectFrom('licences')
    .innerJoin('users', 'users.user_id', 'licences.user_id')
    .select([
      'licences.licence_id',
      'licences.license_key',
      'licences.account_number',
      'licences.status',
      'licences.expires_at',
      'users.user_id',
      'users.username',
      'users.email',
    ])
    .where('users.deleted_at', 'is', null)
    .where('users.licence_reminders', '=', true)
    .where('licences.status', '<>', 'revoked')
    .where('licences.expires_at', '>', new Date(now.getTime() - 3 * DAY_MS))
    .where('licences.expires_at', '<=', new Date(now.getTime() + 7 * DAY_MS))
    .orderBy('licences.expires_at')
    .execute();
}
