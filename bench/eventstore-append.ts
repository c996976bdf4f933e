// P1: appends/s of the PostgreSQL event store against a raw single-INSERT baseline into an
// identical table, both measured in this run on the same durable PostgreSQL, 8 concurrent writers,
// one event per append. Phases alternate (baseline, store, baseline, store) to even out noise.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createPool,
  type EventMetadata,
  newId,
  type Pool,
  PostgresEventStore,
  quoteIdentifier,
  startEmbeddedPostgres,
  withDatabase,
} from '@shop/infra';
import { printBenchSummary } from './shared/bench-summary.js';
import { thousands } from './shared/format.js';
import { postgresVersion } from './shared/machine.js';

const WRITERS = Number(process.env.BENCH_WRITERS ?? 8);
const PHASE_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const EVENTS_PER_STREAM = 10;
const metadata: EventMetadata = {
  actor: 'system:bench',
  correlationId: newId(),
  causationId: null,
  occurredAt: new Date().toISOString(),
};
const data = { accountNumber: 12345678, reason: 'benchmark', amount: '49000000' };

interface PhaseResult {
  appends: number;
  seconds: number;
  latenciesMs: number[];
}

/** Each writer appends to its own streams of ten events: revision 0 creates, 1..9 expect the previous. */
async function runPhase(append: (stream: string, revision: number) => Promise<void>): Promise<PhaseResult> {
  const latenciesMs: number[] = [];
  const deadline = performance.now() + PHASE_SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: WRITERS }, async () => {
      let stream = `bench-${newId()}`;
      for (let revision = 0; performance.now() < deadline; revision += 1) {
        if (revision === EVENTS_PER_STREAM) {
          stream = `bench-${newId()}`;
          revision = 0;
        }
        const t0 = performance.now();
        await append(stream, revision);
        latenciesMs.push(performance.now() - t0);
      }
    }),
  );
  return { appends: latenciesMs.length, seconds: (performance.now() - started) / 1000, latenciesMs };
}

function baselineAppend(pool: Pool) {
  return async (stream: string, revision: number) => {
    await pool.query({
      name: 'baseline_insert',
      text: 'insert into events (stream_id, stream_revision, event_id, type, data, metadata) values ($1, $2, $3, $4, $5, $6)',
      values: [stream, revision, newId(), 'BenchmarkEvent', JSON.stringify(data), JSON.stringify(metadata)],
    });
  };
}

function storeAppend(store: PostgresEventStore) {
  return async (stream: string, revision: number) => {
    const result = await store.append(stream, [{ id: newId(), type: 'BenchmarkEvent', data, metadata }], {
      expectedRevision: revision === 0 ? 'no_stream' : BigInt(revision - 1),
    });
    if (!result.ok) throw new Error(`unexpected conflict on ${stream}`);
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

function summarise(results: PhaseResult[]) {
  const appends = results.reduce((sum, r) => sum + r.appends, 0);
  const seconds = results.reduce((sum, r) => sum + r.seconds, 0);
  const latencies = results.flatMap((r) => r.latenciesMs);
  return { rate: appends / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), appends };
}

async function main() {
  const external = process.env.BENCH_DATABASE_URL;
  let stopServer = async () => {};
  let adminUrl = external;
  let folder: string | undefined;
  if (!adminUrl) {
    folder = await mkdtemp(join(tmpdir(), 'bench-pg-'));
    await chmod(folder, 0o755);
    // Durable defaults (fsync, synchronous_commit on): the target is about real commits.
    const server = await startEmbeddedPostgres({ dataDir: join(folder, 'data'), persistent: false });
    adminUrl = server.url;
    stopServer = () => server.stop();
  }
  const admin = createPool(adminUrl, { max: 1 });
  const databases = { store: `bench_store_${Date.now()}`, baseline: `bench_baseline_${Date.now()}` };
  for (const name of Object.values(databases)) await admin.query(`create database ${quoteIdentifier(name)}`);

  const storePool = createPool(withDatabase(adminUrl, databases.store), { max: WRITERS + 2 });
  const baselinePool = createPool(withDatabase(adminUrl, databases.baseline), { max: WRITERS });
  const store = new PostgresEventStore({
    pool: storePool,
    connectionString: withDatabase(adminUrl, databases.store),
  });
  await store.migrate();
  // The baseline table is the very same table, created by the same migration.
  await new PostgresEventStore({ pool: baselinePool, connectionString: '' }).migrate();

  try {
    process.stderr.write(`P1: ${WRITERS} writers, ${PHASE_SECONDS} s per phase, 4 phases\n`);
    const baseline: PhaseResult[] = [];
    const measured: PhaseResult[] = [];
    for (let round = 0; round < 2; round += 1) {
      baseline.push(await runPhase(baselineAppend(baselinePool)));
      measured.push(await runPhase(storeAppend(store)));
    }
    const b = summarise(baseline);
    const s = summarise(measured);
    const ratio = s.rate / b.rate;
    const row = (name: string, r: ReturnType<typeof summarise>) =>
      `| ${name} | ${Math.round(r.rate)} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${r.appends} |`;
    process.stdout.write(
      [
        '',
        `P1 event store append (${WRITERS} writers, one event per append, durable PostgreSQL, ${cpus().length} cores, ${new Date().toISOString()})`,
        '',
        '| side | appends/s | p50 ms | p99 ms | appends |',
        '|---|---|---|---|---|',
        row('raw single INSERT (baseline)', b),
        row('event store append', s),
        '',
        `ratio: ${(ratio * 100).toFixed(1)} % of baseline (target >= 90 %): ${ratio >= 0.9 ? 'met' : 'NOT met'}`,
        '',
      ].join('\n'),
    );
    printBenchSummary({
      id: 'P1',
      what: 'event store append',
      figure: `${thousands(s.rate)} appends/s, ${(ratio * 100).toFixed(1)} % of baseline`,
      target: '≥ 90 % of baseline',
      baseline: `raw single INSERT ${thousands(b.rate)}/s`,
      met: ratio >= 0.9,
      run: `${WRITERS} writers, 4 × ${PHASE_SECONDS} s`,
      postgres: await postgresVersion(admin),
    });
  } finally {
    await store.close();
    await storePool.end();
    await baselinePool.end();
    for (const name of Object.values(databases)) {
      await admin.query(`drop database if exists ${quoteIdentifier(name)} with (force)`);
    }
    await admin.end();
    await stopServer();
    if (folder) await rm(folder, { recursive: true, force: true });
  }
}

await main();
