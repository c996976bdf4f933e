// Robot releases (ReleasePublished, ReleaseWithdrawn, ReleaseDownloaded): a new read model, filled by
// its projector from the start of the log.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('releases')
    .addColumn('version', 'text', (column) => column.primaryKey())
    .addColumn('major', 'integer', (column) => column.notNull())
    .addColumn('minor', 'integer', (column) => column.notNull())
    .addColumn('patch', 'integer', (column) => column.notNull())
    .addColumn('prerelease', 'text', (column) => column.notNull())
    .addColumn('channel', 'text', (column) => column.notNull())
    .addColumn('changelog', 'text', (column) => column.notNull())
    .addColumn('min_mt5_build', 'integer', (column) => column.notNull())
    .addColumn('file_name', 'text', (column) => column.notNull())
    .addColumn('size_bytes', 'integer', (column) => column.notNull())
    .addColumn('sha256', 'text', (column) => column.notNull())
    .addColumn('published_by', 'text', (column) => column.notNull())
    .addColumn('published_at', 'timestamptz', (column) => column.notNull())
    .addColumn('withdrawn_at', 'timestamptz')
    .addColumn('withdrawn_reason', 'text')
    .addColumn('downloads', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('revision', 'bigint', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('releases').execute();
}
