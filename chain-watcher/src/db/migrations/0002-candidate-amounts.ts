// Each discovered transfer's amount, so the watcher can let a transfer smaller than the order's amount
// wait while a full payment may still come. Rows found before this migration keep no amount (null)
// and are attached as they always were.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Base units; up to 78 digits holds any uint256 a token can move.
  await db.schema.alterTable('chain_candidates').addColumn('amount_base_units', 'numeric(78, 0)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chain_candidates').dropColumn('amount_base_units').execute();
}
