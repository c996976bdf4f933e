// Brings the API's own tables up to date; run before the API listens (startApiServer) and by the API
// tests. Its own history table: the migration lock makes processes that start together wait in turn.
import { createKysely, migrateToLatest, type Pool } from '@shop/infra';
import { apiMigrations } from './migrations.js';

export async function migrateApiTables(pool: Pool): Promise<void> {
  await migrateToLatest(createKysely(pool), apiMigrations, 'api_migrations');
}
