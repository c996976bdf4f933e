// Creates and drops read-model indexes written in SQL, for what kysely's index builder cannot say
// (INCLUDE columns, operator classes on several columns); shared by the admin lists' migrations.
import { type Kysely, type RawBuilder, sql } from 'kysely';

export interface SqlIndex {
  name: string;
  table: string;
  /** Everything after `on <table>`: the method, the keys, INCLUDE and WHERE. */
  definition: RawBuilder<unknown>;
}

export async function createIndexes(db: Kysely<unknown>, indexes: readonly SqlIndex[]): Promise<void> {
  for (const { name, table, definition } of indexes) {
    await sql`create index ${sql.id(name)} on ${sql.table(table)} ${definition}`.execute(db);
  }
}

export async function dropIndexes(db: Kysely<unknown>, names: readonly string[]): Promise<void> {
  for (const name of names) await db.schema.dropIndex(name).execute();
}
