// The admin's licence list at scale: its pages take their ids from an index in the list's order (read
// without the table where the index holds every column the filter needs) and its counts likewise.
// Replaces 0005's licences_expiry and 0019's account-number and issue-date indexes with covering ones.
import { type Kysely, sql } from 'kysely';
import { createIndexes, dropIndexes, type SqlIndex } from './sql-indexes.js';

const REPLACED = ['licences_expiry', 'licences_account_number', 'licences_issued'];

/** The status and end date decide every status filter (the status as shown depends on the end date). */
const PAGE_INDEXES: SqlIndex[] = [
  {
    name: 'licences_active_by_expiry',
    table: 'licences',
    definition: sql`(expires_at, licence_id) where status = 'active'`,
  },
  {
    name: 'licences_by_expiry',
    table: 'licences',
    definition: sql`(expires_at, licence_id) include (status)`,
  },
  {
    name: 'licences_by_account_number',
    table: 'licences',
    definition: sql`(account_number, licence_id) include (status, expires_at)`,
  },
  {
    name: 'licences_by_issue',
    table: 'licences',
    definition: sql`(issued_at, licence_id) include (status, expires_at)`,
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await dropIndexes(db, REPLACED);
  await createIndexes(db, PAGE_INDEXES);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropIndexes(
    db,
    PAGE_INDEXES.map((index) => index.name),
  );
  await createIndexes(db, [
    { name: 'licences_expiry', table: 'licences', definition: sql`(expires_at, licence_id)` },
    { name: 'licences_account_number', table: 'licences', definition: sql`(account_number, licence_id)` },
    { name: 'licences_issued', table: 'licences', definition: sql`(issued_at, licence_id)` },
  ]);
}
