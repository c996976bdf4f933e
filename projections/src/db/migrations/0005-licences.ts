import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('licences')
    .addColumn('licence_id', 'uuid', (column) => column.primaryKey())
    .addColumn('license_key', 'text', (column) => column.notNull().unique())
    .addColumn('user_id', 'uuid', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('account_number', 'bigint', (column) => column.notNull())
    .addColumn('account_number_changes', 'integer', (column) => column.notNull())
    .addColumn('user_changes', 'integer', (column) => column.notNull())
    .addColumn('issued_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .addColumn('expires_at', 'timestamptz')
    .addColumn('revision', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('licences_user').on('licences').column('user_id').execute();
  await db.schema
    .createIndex('licences_expiry')
    .on('licences')
    .columns(['expires_at', 'licence_id'])
    .execute();
  await db.schema
    .createIndex('licences_active_expiry')
    .on('licences')
    .column('expires_at')
    .where(sql.ref('status'), '=', 'active')
    .execute();

  await db.schema
    .createTable('licence_history')
    .addColumn('licence_id', 'uuid', (column) => column.notNull())
    .addColumn('revision', 'bigint', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('at', 'timestamptz', (column) => column.notNull())
    .addColumn('actor', 'text', (column) => column.notNull())
    .addColumn('data', 'jsonb', (column) => column.notNull())
    .addPrimaryKeyConstraint('licence_history_pk', ['licence_id', 'revision'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('licence_history').execute();
  await db.schema.dropTable('licences').execute();
}
