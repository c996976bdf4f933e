// Reads of licences used by the API: lists with their owners, one licence, its audit trail and its
// account-number history.
import type { AccountNumberChanged } from '@shop/domain';
import { type Kysely, sql } from 'kysely';
import type { ReadModels } from '../../db/schema.js';

function withOwner(db: Kysely<ReadModels>) {
  return db
    .selectFrom('licences')
    .innerJoin('users', 'users.user_id', 'licences.user_id')
    .leftJoin('robot_status', 'robot_status.licence_id', 'licences.licence_id')
    .selectAll('licences')
    .select([
      'users.username',
      'users.email',
      'robot_status.deal_count',
      'robot_status.equity_count',
      'robot_status.ea_version as robot_version',
    ]);
}

export type LicenceWithOwner = Awaited<ReturnType<typeof findLicence>> & object;

export function listLicences(db: Kysely<ReadModels>) {
  return withOwner(db).orderBy('licences.expires_at', 'asc').orderBy('licences.licence_id').execute();
}

export function licencesOfUser(db: Kysely<ReadModels>, userId: string) {
  return withOwner(db).where('licences.user_id', '=', userId).orderBy('licences.issued_at', 'desc').execute();
}

export function findLicence(db: Kysely<ReadModels>, licenceId: string) {
  return withOwner(db).where('licences.licence_id', '=', licenceId).executeTakeFirst();
}

export function findLicenceByKey(db: Kysely<ReadModels>, licenseKey: string) {
  return db.selectFrom('licences').selectAll().where('license_key', '=', licenseKey).executeTakeFirst();
}

/** Every event of a licence, oldest first, with the username of whoever caused it when known. */
export function licenceHistory(db: Kysely<ReadModels>, licenceId: string) {
  return db
    .selectFrom('licence_history')
    .leftJoin('users', (join) =>
      join.on(sql`users.user_id::text`, '=', sql`split_part(licence_history.actor, ':', 2)`),
    )
    .select([
      'licence_history.revision',
      'licence_history.type',
      'licence_history.at',
      'licence_history.actor',
      'licence_history.data',
      'users.username as actor_username',
    ])
    .where('licence_history.licence_id', '=', licenceId)
    .orderBy('licence_history.revision')
    .execute();
}

/** One account-number change as the history shows it (spec §3 Account history entry). */
export interface AccountNumberChange {
  accountNumber: number;
  previousAccountNumber: number;
  changedBy: AccountNumberChanged['data']['changedBy'];
  changedByUsername: string | null;
  reason: string | null;
  changedAt: string;
}

/** A licence's account-number changes, oldest first, read from its `AccountNumberChanged` events. */
export async function accountNumberHistory(
  db: Kysely<ReadModels>,
  licenceId: string,
): Promise<AccountNumberChange[]> {
  const changed: AccountNumberChanged['type'] = 'AccountNumberChanged';
  const events = await licenceHistory(db, licenceId);
  return events
    .filter((event) => event.type === changed)
    .map((event) => {
      const data = event.data as AccountNumberChanged['data'];
      return {
        accountNumber: data.to,
        previousAccountNumber: data.from,
        changedBy: data.changedBy,
        changedByUsername: event.actor_username,
        reason: data.reason,
        changedAt: data.changedAt,
      };
    });
}

/** Active licences whose time has come, for the expiry reactor. */
export function licencesDueForExpiry(db: Kysely<ReadModels>, now: Date, limit: number) {
  return db
    .selectFrom('licences')
    .select(['licence_id', 'expires_at'])
    .where('status', '=', 'active')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
}

/**
 * The ids of a user's licences on an account number that an order might renew (not revoked, with an
 * end date), latest end first; the renewal rule on each licence's own stream has the last word.
 */
export async function renewalCandidates(
  db: Kysely<ReadModels>,
  userId: string,
  accountNumber: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('licences')
    .select('licence_id')
    .where('user_id', '=', userId)
    .where('account_number', '=', String(accountNumber))
    .where('status', '!=', 'revoked')
    .where('expires_at', 'is not', null)
    .orderBy('expires_at', 'desc')
    .execute();
  return rows.map((row) => row.licence_id);
}
