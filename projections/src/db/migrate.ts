// Brings the read-model tables up to date; run by the projections service at start-up.
import { migrateToLatest } from '@shop/infra';
import type { Kysely } from 'kysely';
import { readModelMigrations } from './migrations/index.js';
import type { ReadModels } from './schema.js';

/**
 * `schema`: migrate a separate copy of the read models there (e.g. a rebuild's scratch copy); `db`'s
 * connections must then have that schema as their search_path.
 */
export async function migrateReadModels(
  db: Kysely<ReadModels>,
  options: { schema?: string } = {},
): Promise<void> {
  await migrateToLatest(db as Kysely<unknown>, readModelMigrations, 'read_model_migrations', options);
}
