// A fresh database for one bench: on an embedded PostgreSQL with durable defaults (or on the server
// BENCH_DATABASE_URL names), with the event store and read models migrated. `raw` is the PostgreSQL
// event store itself (head position, counts); `store` is the same behind personal-data protection,
// as the services open it, so events the bench appends read back in the API like their own.
import { join } from 'node:path';
import {
  createKysely,
  createPool,
  type EventStore,
  type PersonalDataKeys,
  type Pool,
  PostgresEventStore,
  protectPersonalData,
  quoteIdentifier,
  startEmbeddedPostgres,
  withDatabase,
} from '@shop/infra';
import { migrateReadModels } from '@shop/projections';
import type { BenchRun } from './bench-run.js';
import { postgresVersion } from './machine.js';

/**
 * `BENCH_PG_STATEMENTS=1`: print the statements that kept PostgreSQL busiest, when the bench ends, with
 * the time spent planning them (statements sent without a name are planned on every call).
 */
const PROFILE_STATEMENTS = process.env.BENCH_PG_STATEMENTS === '1';

async function profileStatements(run: BenchRun, pool: Pool): Promise<void> {
  await pool.query('create extension if not exists pg_stat_statements');
  run.onCleanup(async () => {
    const { rows } = await pool.query<{
      calls: string;
      total_ms: number;
      mean_ms: number;
      plan_ms: number;
      query: string;
    }>(
      `select calls, round(total_exec_time)::float8 as total_ms, round(mean_exec_time::numeric, 3)::float8 as mean_ms,
              round(total_plan_time)::float8 as plan_ms, left(regexp_replace(query, '\\s+', ' ', 'g'), 160) as query
         from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())
        order by total_exec_time + total_plan_time desc limit 25`,
    );
    const lines = rows.map(
      (row) =>
        `| ${row.calls} | ${row.total_ms} | ${row.mean_ms} | ${row.plan_ms} | ${row.query.replaceAll('|', '\\|')} |`,
    );
    process.stdout.write(
      `\nPostgreSQL statements by total execution and planning time (pg_stat_statements):\n| calls | execution ms | mean execution ms | planning ms | statement |\n|---|---|---|---|---|\n${lines.join('\n')}\n`,
    );
  });
}

export interface BenchDatabase {
  databaseUrl: string;
  pool: Pool;
  raw: PostgresEventStore;
  store: EventStore;
  /** The personal-data keys `store` seals with (the growth bench's generated log seals with them too). */
  keys: PersonalDataKeys;
  /** Data folder of the embedded cluster; undefined on an external server. */
  pgDataDir: string | undefined;
  postgresVersion: string;
}

export async function openBenchDatabase(run: BenchRun, personalDataKey: Buffer): Promise<BenchDatabase> {
  let adminUrl = process.env.BENCH_DATABASE_URL;
  let pgDataDir: string | undefined;
  if (!adminUrl) {
    pgDataDir = join(run.folder, 'pg');
    const server = await startEmbeddedPostgres({
      dataDir: pgDataDir,
      persistent: false,
      settings: PROFILE_STATEMENTS
        ? { shared_preload_libraries: 'pg_stat_statements', 'pg_stat_statements.track_planning': 'on' }
        : {},
    });
    adminUrl = server.url;
    run.onCleanup(() => server.stop());
  }
  const database = `bench_${run.name.replace(/\W/g, '_')}_${Date.now()}`;
  const admin = createPool(adminUrl, { max: 1 });
  await admin.query(`create database ${quoteIdentifier(database)}`);
  run.onCleanup(async () => {
    await admin.query(`drop database if exists ${quoteIdentifier(database)} with (force)`);
    await admin.end();
  });
  const databaseUrl = withDatabase(adminUrl, database);
  const pool = createPool(databaseUrl, { max: 20 });
  const raw = new PostgresEventStore({ pool, connectionString: databaseUrl });
  run.onCleanup(async () => {
    await raw.close();
    await pool.end();
  });
  if (PROFILE_STATEMENTS && pgDataDir) await profileStatements(run, pool);
  await raw.migrate();
  const { store, keys } = await protectPersonalData(raw, pool, personalDataKey);
  await migrateReadModels(createKysely(pool));
  return { databaseUrl, pool, raw, store, keys, pgDataDir, postgresVersion: await postgresVersion(pool) };
}
