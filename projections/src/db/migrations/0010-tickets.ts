import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tickets')
    .addColumn('ticket_id', 'uuid', (column) => column.primaryKey())
    .addColumn('ticket_number', 'integer', (column) => column.notNull().unique())
    .addColumn('user_id', 'uuid', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('category', 'text', (column) => column.notNull())
    .addColumn('priority', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('satisfaction_rating', 'integer')
    .addColumn('satisfaction_feedback', 'text')
    .addColumn('rated_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('last_activity', 'timestamptz', (column) => column.notNull())
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('closed_at', 'timestamptz')
    .addColumn('revision', 'bigint', (column) => column.notNull())
    .execute();
  // A user's own list and the admins' list, both newest activity first.
  await db.schema
    .createIndex('tickets_user_activity')
    .on('tickets')
    .columns(['user_id', 'last_activity desc'])
    .execute();
  await db.schema.createIndex('tickets_activity').on('tickets').column('last_activity desc').execute();

  await db.schema
    .createTable('ticket_messages')
    .addColumn('message_id', 'uuid', (column) => column.primaryKey())
    .addColumn('ticket_id', 'uuid', (column) => column.notNull())
    .addColumn('sender_id', 'uuid', (column) => column.notNull())
    .addColumn('sender_type', 'text', (column) => column.notNull())
    .addColumn('message', 'text', (column) => column.notNull())
    .addColumn('is_internal', 'boolean', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('ticket_messages_ticket')
    .on('ticket_messages')
    .columns(['ticket_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ticket_messages').execute();
  await db.schema.dropTable('tickets').execute();
}
