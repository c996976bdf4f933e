// The admin's licence list: indexes for its search by key beginning and account number and its sorts by
// issue date and account number (expiry has 0005's, owners' names sort through the users table).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('licences_key_prefix')
    .on('licences')
    .expression(sql`license_key text_pattern_ops`)
    .execute();
  await db.schema
    .createIndex('licences_account_number')
    .on('licences')
    .columns(['account_number', 'licence_id'])
    .execute();
  await db.schema
    .createIndex('licences_issued')
    .on('licences')
    .columns(['issued_at', 'licence_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['licences_key_prefix', 'licences_account_number', 'licences_issued']) {
    await db.schema.dropIndex(index).execute();
  }
}
