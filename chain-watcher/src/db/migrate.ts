// Brings the chain watcher's own tables up to date; run by the chain watcher at start-up, and by
// whatever else runs the API's order status call on a database (npm start, the API tests).
import { migrateToLatest } from '@shop/infra';
import type { Kysely } from 'kysely';
import { chainWatcherMigrations } from './migrations/index.js';
import type { ChainWatcherTables } from './tables.js';

/**
 * Its own history table, apart from the read models' (`read_model_migrations`): the two sets are
 * owned, numbered and applied independently on the one database.
 */
export async function migrateChainWatcher(db: Kysely<ChainWatcherTables>): Promise<void> {
  await migrateToLatest(db as Kysely<unknown>, chainWatcherMigrations, 'chain_watcher_migrations');
}
