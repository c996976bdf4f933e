// The API's own tables, beside the read models and the chain watcher's: the per-account limits shared
// by every API process, and the one-time codes of the Google sign-in hand-off.
import type { Migrations } from '@shop/infra';
import { sql } from 'kysely';

export const apiMigrations: Migrations = {
  '0001-rate-limits': {
    // The columns are the ones rate-limiter-flexible's PostgreSQL store reads and writes.
    async up(db) {
      await sql`
        create table api_rate_limits (
          key varchar(255) primary key,
          points integer not null default 0,
          expire bigint
        )`.execute(db);
    },
    async down(db) {
      await sql`drop table api_rate_limits`.execute(db);
    },
  },
  '0002-google-hand-offs': {
    async up(db) {
      await sql`
        create table google_hand_offs (
          code_hash bytea primary key,
          browser_hash bytea not null,
          user_id uuid not null,
          expires_at timestamptz not null
        )`.execute(db);
      await sql`create index google_hand_offs_expiry on google_hand_offs (expires_at)`.execute(db);
    },
    async down(db) {
      await sql`drop table google_hand_offs`.execute(db);
    },
  },
};
