// Orders keep until when an underpaid one may be topped up, the licence an order renews (chosen at
// placement) and whether the delivered licence was a renewal.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('top_up_until', 'timestamptz')
    .addColumn('renews_licence_id', 'text')
    .addColumn('renews_licence_key', 'text')
    .addColumn('licence_renewed', 'boolean')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .dropColumn('top_up_until')
    .dropColumn('renews_licence_id')
    .dropColumn('renews_licence_key')
    .dropColumn('licence_renewed')
    .execute();
}
