// The PostgreSQL event store's own tables, migrated by whichever service opens the store first.
import { type Kysely, sql } from 'kysely';
import type { Migrations } from '../../postgres/migrations.js';

export const eventStoreMigrations: Migrations = {
  '0001-events': {
    async up(db: Kysely<unknown>) {
      // transaction_id orders the global log: readers stop below the oldest running
      // transaction, so an append that commits late is never skipped (see readAll).
      await sql`
        create table events (
          global_position bigserial primary key,
          transaction_id xid8 not null default pg_current_xact_id(),
          stream_id text not null,
          stream_revision bigint not null,
          event_id uuid not null,
          type text not null,
          data jsonb not null,
          metadata jsonb not null,
          recorded_at timestamptz not null default now(),
          constraint events_stream_revision_unique unique (stream_id, stream_revision),
          constraint events_event_id_unique unique (event_id)
        )`.execute(db);
      await sql`create index events_global_order on events (transaction_id, global_position)`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`drop table events`.execute(db);
    },
  },
  '0002-consumer-groups': {
    async up(db: Kysely<unknown>) {
      // A consumer group's place in the log, and the events it has read but not yet had acknowledged.
      await sql`
        create table consumer_groups (
          group_name text primary key,
          read_commit xid8 not null,
          read_position bigint not null,
          handled bigint not null default 0,
          created_at timestamptz not null default now()
        )`.execute(db);
      await sql`
        create table consumer_group_deliveries (
          group_name text not null references consumer_groups on delete cascade,
          global_position bigint not null,
          stream_id text not null,
          stream_revision bigint not null,
          attempts integer not null default 0,
          available_at timestamptz not null default now(),
          parked_at timestamptz,
          last_error text,
          primary key (group_name, global_position)
        )`.execute(db);
      await sql`
        create index consumer_group_deliveries_stream
          on consumer_group_deliveries (group_name, stream_id, stream_revision)`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`drop table consumer_group_deliveries`.execute(db);
      await sql`drop table consumer_groups`.execute(db);
    },
  },
  '0003-event-expiry': {
    async up(db: Kysely<unknown>) {
      // How far each expiring stream category's retention has walked the log (expiry.ts): every event
      // up to examined_to was older than a run's cut-off when that run passed it.
      await sql`
        create table event_expiry (
          stream_prefix text primary key,
          examined_to bigint not null default 0
        )`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`drop table event_expiry`.execute(db);
    },
  },
};
