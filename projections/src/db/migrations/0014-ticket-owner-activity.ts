// Tickets keep a second last-activity time that internal notes do not move: the one their owner sees.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tickets').addColumn('owner_last_activity', 'timestamptz').execute();
  // Existing rows: where the latest activity was an internal note, the latest time the owner could see
  // among opening, rating, resolution, closing and public messages; otherwise the latest activity.
  await sql`
    update tickets set owner_last_activity = case
      when exists (
        select 1 from ticket_messages m
        where m.ticket_id = tickets.ticket_id and m.is_internal and m.created_at = tickets.last_activity
      ) then greatest(
        tickets.created_at, tickets.rated_at, tickets.resolved_at, tickets.closed_at,
        (select max(m.created_at) from ticket_messages m where m.ticket_id = tickets.ticket_id and not m.is_internal)
      )
      else tickets.last_activity
    end
  `.execute(db);
  await db.schema
    .alterTable('tickets')
    .alterColumn('owner_last_activity', (column) => column.setNotNull())
    .execute();
  // The owner's list is ordered by the time the owner sees.
  await db.schema.dropIndex('tickets_user_activity').execute();
  await db.schema
    .createIndex('tickets_user_owner_activity')
    .on('tickets')
    .columns(['user_id', 'owner_last_activity desc'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tickets_user_owner_activity').execute();
  await db.schema
    .createIndex('tickets_user_activity')
    .on('tickets')
    .columns(['user_id', 'last_activity desc'])
    .execute();
  await db.schema.alterTable('tickets').dropColumn('owner_last_activity').execute();
}
