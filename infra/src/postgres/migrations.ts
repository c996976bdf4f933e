// Runs a service's kysely migrations, kept in code (not files) so they work from sources and from builds.
import { type Kysely, type Migration, Migrator } from 'kysely';

export type Migrations = Record<string, Migration>;

/**
 * Applies every pending migration. `table` keeps each owner's history apart, so services that
 * share one database migrate independently. Concurrent starters are serialised by kysely's lock.
 * `schema` keeps the history in that schema: without it kysely finds a same-named history table in
 * any schema, so migrating a second copy (through a connection whose search_path is that schema)
 * would see the first copy's history and do nothing.
 */
export async function migrateToLatest(
  db: Kysely<unknown>,
  migrations: Migrations,
  table: string,
  { schema }: { schema?: string } = {},
): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: table,
    migrationLockTableName: `${table}_lock`,
    migrationTableSchema: schema,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`Migration ${failed ?? ''} of ${table} failed: ${String(error)}`, { cause: error });
  }
}
