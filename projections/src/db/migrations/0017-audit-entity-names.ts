// The audit trail's entity names: per stream, the name its creating event gave it (a username, a licence
// key, a ticket number, a discount code), so every event of the entity can be shown by that name.
// Filled from the audit rows already projected, so no rebuild is needed.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_entity_names')
    .addColumn('stream_id', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    .execute();
  await sql`
    insert into audit_entity_names (stream_id, name)
    select distinct on (stream_id) stream_id, data ->> (case type
        when 'UserRegistered' then 'username'
        when 'LicenceIssued' then 'licenseKey'
        when 'TicketOpened' then 'ticketNumber'
        else 'code' end)
    from audit_log
    where type in ('UserRegistered', 'LicenceIssued', 'TicketOpened', 'DiscountCreated')
    order by stream_id, seq`.execute(db);
  await sql`delete from audit_entity_names where name is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_entity_names').execute();
}
