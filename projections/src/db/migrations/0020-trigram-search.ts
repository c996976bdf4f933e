// pg_trgm, whose GIN operator class lets `ilike '%text%'` searches (usernames, emails, the audit trail's
// events) use an index instead of reading every row. A trusted extension (PostgreSQL 13+): the database's
// owner may create it. The extension is kept on the way down: other objects may use it.
import { type Kysely, type RawBuilder, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
}

export async function down(): Promise<void> {}

/**
 * The trigram GIN operator class, named with the schema the extension lives in: a copy of the read
 * models migrated in a schema of its own (rebuild verification) sees only that schema, not the extension's.
 */
export async function trigramOps(db: Kysely<unknown>): Promise<RawBuilder<unknown>> {
  const { rows } = await sql<{ schema: string }>`
    select namespace.nspname as schema from pg_extension extension
      join pg_namespace namespace on namespace.oid = extension.extnamespace
     where extension.extname = 'pg_trgm'`.execute(db);
  const schema = rows[0]?.schema;
  if (schema === undefined) throw new Error('The pg_trgm extension is missing (migration 0020)');
  return sql`${sql.id(schema)}.gin_trgm_ops`;
}
