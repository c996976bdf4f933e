// Brings the read-model tables up to date; run by the projections service at start-up.
import { migrateToLatest } from '@shop/infra';
import type { Kysely } from 'kysely';
import { readModelMigrations } from './migrations/index.js';
import type { ReadModels } from './schema.js';

export async function migrateReadModels(db: Kysely<ReadModels>): Promise<void> {
  await migrateToLatest(db as Kysely<unknown>, readModelMigrations, 'read_model_migrations');
}
