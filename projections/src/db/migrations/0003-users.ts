import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('user_id', 'uuid', (column) => column.primaryKey())
    .addColumn('username', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('roles', sql`text[]`, (column) => column.notNull())
    .addColumn('email_verified', 'boolean', (column) => column.notNull())
    .addColumn('auth_method', 'text', (column) => column.notNull())
    .addColumn('session_generation', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('last_login_at', 'timestamptz')
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('revision', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('users_email_lower').on('users').expression(sql`lower(email)`).execute();
  await db.schema.createIndex('users_username_lower').on('users').expression(sql`lower(username)`).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('users').execute();
}
