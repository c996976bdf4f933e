// The API's own tables, beside the read models and the chain watcher's: the per-account limits shared
// by every API process, the one-time codes of the Google sign-in hand-off, and the challenges of
// sign-ins waiting for a second factor and of passkey ceremonies, and the robot release files.
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
  '0003-sign-in-challenges': {
    async up(db) {
      await sql`
        create table sign_in_challenges (
          token_hash bytea primary key,
          kind text not null,
          user_id uuid,
          method text,
          user_agent text,
          webauthn_challenge text,
          failures integer not null default 0,
          expires_at timestamptz not null
        )`.execute(db);
      await sql`create index sign_in_challenges_expiry on sign_in_challenges (expires_at)`.execute(db);
    },
    async down(db) {
      await sql`drop table sign_in_challenges`.execute(db);
    },
  },
  '0004-release-files': {
    // Content-addressed: one row per distinct file, named by its SHA-256 (see releases/file-store.ts).
    async up(db) {
      await sql`
        create table release_files (
          sha256 text primary key,
          content bytea not null,
          size_bytes integer not null,
          stored_at timestamptz not null
        )`.execute(db);
    },
    async down(db) {
      await sql`drop table release_files`.execute(db);
    },
  },
};
