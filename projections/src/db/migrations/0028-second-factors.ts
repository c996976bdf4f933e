// Whether an account has a second factor (an authenticator app, passkeys): shown in the admin's user
// list and told to admins who must set one up. No account had one before, so nothing is re-projected.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('totp_enabled', 'boolean', (column) => column.notNull().defaultTo(sql`false`))
    .addColumn('passkeys', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('totp_enabled').dropColumn('passkeys').execute();
}
