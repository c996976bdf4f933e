// Robot telemetry read models: last heartbeat per licence, positions, deals and equity history.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('robot_status')
    .addColumn('licence_id', 'uuid', (column) => column.primaryKey())
    .addColumn('last_seen', 'timestamptz')
    .addColumn('ea_version', 'text')
    .addColumn('active_positions', 'integer')
    .addColumn('balance', 'double precision')
    .addColumn('equity', 'double precision')
    .addColumn('deal_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('equity_count', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('robot_positions')
    .addColumn('licence_id', 'uuid', (column) => column.notNull())
    .addColumn('ticket', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('symbol', 'text', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('volume', 'double precision', (column) => column.notNull())
    .addColumn('open_price', 'double precision', (column) => column.notNull())
    .addColumn('current_price', 'double precision', (column) => column.notNull())
    .addColumn('profit', 'double precision', (column) => column.notNull())
    .addColumn('open_time', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('robot_positions_pk', ['licence_id', 'ticket'])
    .execute();
  await db.schema
    .createIndex('robot_positions_by_status')
    .on('robot_positions')
    .columns(['licence_id', 'status', 'open_time desc'])
    .execute();
  await db.schema
    .createTable('robot_deals')
    .addColumn('licence_id', 'uuid', (column) => column.notNull())
    .addColumn('ticket', 'text', (column) => column.notNull())
    .addColumn('time', 'timestamptz', (column) => column.notNull())
    .addColumn('symbol', 'text', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('volume', 'double precision', (column) => column.notNull())
    .addColumn('price', 'double precision', (column) => column.notNull())
    .addColumn('profit', 'double precision', (column) => column.notNull())
    .addColumn('commission', 'double precision', (column) => column.notNull())
    .addColumn('swap', 'double precision', (column) => column.notNull())
    .addColumn('comment', 'text', (column) => column.notNull())
    .addColumn('open_time', 'timestamptz')
    .addPrimaryKeyConstraint('robot_deals_pk', ['licence_id', 'ticket'])
    .execute();
  await db.schema
    .createIndex('robot_deals_recent')
    .on('robot_deals')
    .columns(['licence_id', 'time desc'])
    .execute();
  await db.schema
    .createTable('robot_equity')
    .addColumn('licence_id', 'uuid', (column) => column.notNull())
    .addColumn('time', 'timestamptz', (column) => column.notNull())
    .addColumn('balance', 'double precision', (column) => column.notNull())
    .addColumn('equity', 'double precision', (column) => column.notNull())
    .addPrimaryKeyConstraint('robot_equity_pk', ['licence_id', 'time'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['robot_equity', 'robot_deals', 'robot_positions', 'robot_status']) {
    await db.schema.dropTable(table).execute();
  }
}
