// Whether an account gets the licence reminder emails: on for every account until its owner turns
// them off (ReminderEmailsChanged), so no existing account needs its events projected again.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('licence_reminders', 'boolean', (column) => column.notNull().defaultTo(sql`true`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('licence_reminders').execute();
}
