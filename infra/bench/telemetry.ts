// P6: robot telemetry ingest. An embedded PostgreSQL, the API and the projections service run as
// production runs them (their own processes, `main.ts` entry points); a few thousand licences are
// issued through the event store; then an open-loop generator offers a fixed rate of a realistic
// report mix and the figures are printed beside a bare Fastify baseline measured in the same run.
// It reports, it does not assert: exit code 0 whether or not the target is met, 1 if it breaks.
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { licenceDecider, licenceStream } from '@shop/domain';
import { migrateReadModels } from '@shop/projections';
import {
  claimNewLicenseKey,
  comparePositions,
  createKysely,
  createPool,
  type EventMetadata,
  type GlobalPosition,
  handleCommand,
  newId,
  type Pool,
  PostgresEventStore,
  parsePosition,
  quoteIdentifier,
  startEmbeddedPostgres,
  withDatabase,
} from '../src/index.js';
import { findFreePort } from '../src/postgres/free-port.js';
import { type CapacityResult, measureCapacity } from './telemetry/capacity.js';
import { type OpenLoopResult, runOpenLoop } from './telemetry/open-loop.js';
import {
  type Child,
  cpuSeconds,
  machineBusySeconds,
  postgresCpuSeconds,
  samplePostgresMemory,
  startTsChild,
  tail,
  waitForHttp,
} from './telemetry/processes.js';
import { type BenchLicence, REPORT_MIX, reportMix } from './telemetry/report-mix.js';

const TARGET_RATE = 2_000;
const TARGET_P99_MS = 50;
/** The routes' limit per licence and report kind (command-api/src/routes/robot/telemetry.ts). */
const ROUTE_LIMIT_PER_MINUTE = 120;

const env = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number ≥ 0`);
  return value;
};
const RATE = env('BENCH_RATE', TARGET_RATE);
const SECONDS = env('BENCH_SECONDS', 30);
const WARMUP_SECONDS = env('BENCH_WARMUP_SECONDS', 5);
const BASELINE_SECONDS = env('BENCH_BASELINE_SECONDS', Math.min(SECONDS, 15));
const CAPACITY_SECONDS = env('BENCH_CAPACITY_SECONDS', 10);
const CATCH_UP_TIMEOUT_SECONDS = env('BENCH_CATCHUP_TIMEOUT', 300);
const MAX_SOCKETS = env('BENCH_SOCKETS', 256);
// Heartbeats are 70 % of the mix: enough licences that each stays at half its per-minute limit.
const LICENCES = Math.max(
  env('BENCH_LICENCES', 2_000),
  Math.ceil((RATE * 0.7 * 60) / (ROUTE_LIMIT_PER_MINUTE / 2)),
);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const progress = (line: string) => process.stderr.write(`[bench:telemetry] ${line}\n`);
const ms = (value: number) => value.toFixed(1);

interface Stack {
  api: Child;
  projections: Child;
  apiUrl: string;
  adminEmail: string;
}

async function startStack(databaseUrl: string, folder: string): Promise<Stack> {
  const port = await findFreePort();
  const adminEmail = 'bench-admin@example.com';
  const common = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL,
    DATA_DIR: join(folder, 'data'),
    APP_SECRET: randomBytes(32).toString('hex'),
    EVENTSTORE_URL: '',
    SMTP_URL: '',
  };
  const projections = startTsChild({
    name: 'projections',
    script: 'projections/src/main.ts',
    cwd: ROOT,
    env: common,
    logDir: folder,
  });
  const api = startTsChild({
    name: 'api',
    script: 'command-api/src/main.ts',
    cwd: ROOT,
    env: {
      ...common,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: `Bench-${randomBytes(12).toString('hex')}!`,
      WEB_ROOT: join(folder, 'no-web-app'),
    },
    logDir: folder,
  });
  const apiUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(`${apiUrl}/api/health`, api, 60_000);
  return { api, projections, apiUrl, adminEmail };
}

async function waitFor<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Licences issued the way the API issues them (a claimed key, the licence decider), in parallel. */
async function issueLicences(
  store: PostgresEventStore,
  pool: Pool,
  ownerId: string,
): Promise<BenchLicence[]> {
  const metadata: EventMetadata = {
    actor: 'system:bench',
    correlationId: newId(),
    causationId: null,
    occurredAt: new Date().toISOString(),
  };
  const licences: BenchLicence[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < LICENCES) {
        const accountNumber = 60_000_000 + next;
        next += 1;
        const licenceId = newId();
        const licenseKey = await claimNewLicenseKey(store, licenceId, metadata);
        await handleCommand(
          store,
          licenceStream(licenceId),
          licenceDecider,
          {
            type: 'IssueLicence',
            data: {
              licenceId,
              licenseKey,
              userId: ownerId,
              accountNumber,
              durationDays: 365,
              source: 'admin',
              orderId: null,
              issuedBy: ownerId,
              now: new Date().toISOString(),
            },
          },
          { metadata },
        );
        licences.push({ licenseKey, accountNumber });
      }
    }),
  );
  await waitFor('the licences read model', 120_000, async () => {
    const { rows } = await pool.query<{ count: string }>('select count(*) from licences');
    return Number(rows[0]!.count) >= LICENCES ? true : undefined;
  });
  return licences;
}

interface Lag {
  eventsBehind: number;
  catchUpSeconds: number | undefined;
  eventsAppended: number;
}

async function checkpoints(pool: Pool): Promise<GlobalPosition[]> {
  const { rows } = await pool.query<{ position: string }>('select position from projection_checkpoints');
  return rows.map((row) => parsePosition(row.position)!);
}

/** Events the slowest projector has still to read, and how long until every projector has read them. */
async function measureLag(store: PostgresEventStore, pool: Pool): Promise<Omit<Lag, 'eventsAppended'>> {
  const started = performance.now();
  const head = await store.headPosition();
  const behind = await Promise.all((await checkpoints(pool)).map((cp) => store.countAfter(cp, 100_000_000)));
  const eventsBehind = Math.max(0, ...behind);
  const deadline = started + CATCH_UP_TIMEOUT_SECONDS * 1000;
  while (performance.now() < deadline) {
    const all = await checkpoints(pool);
    if (all.every((cp) => comparePositions(cp, head) >= 0)) {
      return { eventsBehind, catchUpSeconds: (performance.now() - started) / 1000 };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { eventsBehind, catchUpSeconds: undefined };
}

async function eventCount(pool: Pool): Promise<number> {
  const { rows } = await pool.query<{ last: string | null }>(
    'select max(global_position) as last from events',
  );
  return Number(rows[0]!.last ?? 0);
}

const errorsOf = (r: OpenLoopResult) => r.non2xx + r.socketErrors;

function openLoopRow(name: string, r: OpenLoopResult) {
  const errors = `${errorsOf(r)} (${r.non2xx} non-2xx, ${r.socketErrors} socket${r.timeouts ? `, ${r.timeouts} timeouts` : ''})`;
  const { p50, p95, p99, max } = r.latency;
  return `| ${name} | ${RATE} | ${Math.round(r.achievedRate)} | ${ms(p50)} | ${ms(p95)} | ${ms(p99)} | ${ms(max)} | ${errors} |`;
}

function capacityRow(name: string, r: CapacityResult) {
  const { p50, p95, p99, max } = r.latency;
  return `| ${name} | as fast as answered | ${Math.round(r.rate)} | ${ms(p50)} | ${ms(p95)} | ${ms(p99)} | ${ms(max)} | ${r.non2xx + r.socketErrors} (${r.non2xx} non-2xx, ${r.socketErrors} socket) |`;
}

interface Figures {
  baseline: OpenLoopResult;
  baselineCapacity?: CapacityResult;
  telemetry: OpenLoopResult;
  telemetryCapacity?: CapacityResult;
  lag: Lag;
  memory: { name: string; mb: number | undefined }[];
  /** CPU cores busy on average during the measured run, per process and for the whole machine. */
  cpu: { name: string; cores: number }[];
  loadBefore: number[];
}

function report(f: Figures) {
  const t = f.telemetry;
  const misses = [
    t.achievedRate < TARGET_RATE * 0.99 ? `rate ${Math.round(t.achievedRate)} < ${TARGET_RATE}/s` : '',
    t.latency.p99 > TARGET_P99_MS ? `p99 ${ms(t.latency.p99)} ms > ${TARGET_P99_MS} ms` : '',
    errorsOf(t) > 0 ? `${errorsOf(t)} errors` : '',
    RATE < TARGET_RATE ? `offered only ${RATE}/s (BENCH_RATE)` : '',
  ].filter(Boolean);
  const cpu = cpus();
  const mix = REPORT_MIX.map((m) => `${m.share * 100} % ${m.kind}`).join(', ');
  const lines = [
    '',
    `P6 robot telemetry ingest: target ≥ ${TARGET_RATE} reports/s sustained, p99 ≤ ${TARGET_P99_MS} ms, zero errors`,
    `${new Date().toISOString()} · ${cpu[0]?.model.trim() ?? 'unknown CPU'} · ${cpu.length} cores · Node ${process.version}`,
    `open loop at ${RATE}/s for ${SECONDS} s (after ${WARMUP_SECONDS} s warm-up), latency from each request's due time;` +
      ` ${LICENCES} licences in turn; mix ${mix}; API log level ${LOG_LEVEL}; durable PostgreSQL`,
    '',
    '| run | offered/s | achieved 2xx/s | p50 ms | p95 ms | p99 ms | max ms | errors |',
    '|---|---|---|---|---|---|---|---|',
    openLoopRow(`baseline: bare Fastify hello world (${BASELINE_SECONDS} s)`, f.baseline),
    openLoopRow('telemetry reports (API + event store + projectors)', t),
    ...(f.baselineCapacity
      ? [capacityRow('capacity, baseline (autocannon, 50 connections)', f.baselineCapacity)]
      : []),
    ...(f.telemetryCapacity
      ? [capacityRow('capacity, telemetry (autocannon, 50 connections)', f.telemetryCapacity)]
      : []),
    '',
    '| report kind | count | p50 ms | p95 ms | p99 ms | max ms |',
    '|---|---|---|---|---|---|',
    ...Object.entries(t.byKind).map(
      ([kind, l]) => `| ${kind} | ${l.count} | ${ms(l.p50)} | ${ms(l.p95)} | ${ms(l.p99)} | ${ms(l.max)} |`,
    ),
    '',
    `events appended during the measured run: ${f.lag.eventsAppended} (${Math.round(f.lag.eventsAppended / t.seconds)}/s)`,
    `projector lag when the load stopped: ${f.lag.eventsBehind} events; all projectors caught up ${
      f.lag.catchUpSeconds === undefined
        ? `NOT within ${CATCH_UP_TIMEOUT_SECONDS} s`
        : `${f.lag.catchUpSeconds.toFixed(2)} s later`
    }`,
    `most requests in flight at once: ${t.maxInFlight}`,
    '',
    '| process | peak memory MB |',
    '|---|---|',
    ...f.memory.map((m) => `| ${m.name} | ${m.mb === undefined ? 'n/a' : Math.round(m.mb)} |`),
    '',
    `| CPU during the measured run (of ${cpu.length} cores) | cores busy |`,
    '|---|---|',
    ...f.cpu.map((c) => `| ${c.name} | ${c.cores.toFixed(2)} |`),
    '',
    `load average before the bench: ${f.loadBefore.map((l) => l.toFixed(2)).join(' ')}` +
      ' (other work on the machine skews every figure above)',
    '',
    ...(t.errorSamples.length > 0 ? ['errors seen:', ...t.errorSamples.map((e) => `  ${e}`), ''] : []),
    `P6: ${misses.length === 0 ? 'met' : `NOT met (${misses.join('; ')})`}`,
    '',
  ];
  process.stdout.write(lines.join('\n'));
}

async function main() {
  const loadBefore = loadavg();
  const folder = await mkdtemp(join(tmpdir(), 'bench-telemetry-'));
  await chmod(folder, 0o755);
  await mkdir(join(folder, 'data'), { recursive: true });
  const children: Child[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  let failed = false;
  let cleaned: Promise<void> | undefined;
  // Children first (they hold connections), then the database and the cluster, then the folder.
  const cleanUp = () =>
    (cleaned ??= (async () => {
      await Promise.all(children.map((child) => child.stop()));
      for (const cleanup of cleanups.reverse()) {
        await cleanup().catch((error: unknown) => progress(`cleanup: ${String(error)}`));
      }
      if (!failed || !process.env.BENCH_KEEP) await rm(folder, { recursive: true, force: true });
    })());
  // Ctrl-C stops the embedded cluster too (its own exit hooks are taken off by startEmbeddedPostgres).
  const interrupted = () => {
    progress('interrupted: stopping everything');
    void cleanUp().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    const external = process.env.BENCH_DATABASE_URL;
    let adminUrl = external;
    let pgDataDir: string | undefined;
    if (!adminUrl) {
      pgDataDir = join(folder, 'pg');
      const server = await startEmbeddedPostgres({ dataDir: pgDataDir, persistent: false });
      adminUrl = server.url;
      cleanups.push(() => server.stop());
    }
    const database = `bench_telemetry_${Date.now()}`;
    const admin = createPool(adminUrl, { max: 1 });
    await admin.query(`create database ${quoteIdentifier(database)}`);
    cleanups.push(async () => {
      await admin.query(`drop database if exists ${quoteIdentifier(database)} with (force)`);
      await admin.end();
    });
    const databaseUrl = withDatabase(adminUrl, database);
    const pool = createPool(databaseUrl, { max: 20 });
    const store = new PostgresEventStore({ pool, connectionString: databaseUrl });
    cleanups.push(async () => {
      await store.close();
      await pool.end();
    });
    await store.migrate();
    await migrateReadModels(createKysely(pool));
    const postgresMemory = pgDataDir ? samplePostgresMemory(pgDataDir) : undefined;

    progress('starting the baseline server');
    const helloPort = await findFreePort();
    const hello = startTsChild({
      name: 'baseline',
      script: 'infra/bench/telemetry/hello-server.ts',
      cwd: ROOT,
      env: { ...process.env, PORT: String(helloPort) },
      logDir: folder,
    });
    children.push(hello);
    const helloUrl = `http://127.0.0.1:${helloPort}`;
    await waitForHttp(`${helloUrl}/`, hello, 30_000);

    progress('starting the API and the projections service (production entry points)');
    const stack = await startStack(databaseUrl, folder);
    children.push(stack.api, stack.projections);

    const ownerId = await waitFor('the first admin in the users read model', 60_000, async () => {
      const { rows } = await pool.query<{ user_id: string }>('select user_id from users where email = $1', [
        stack.adminEmail,
      ]);
      return rows[0]?.user_id;
    });
    progress(`issuing ${LICENCES} licences through the event store`);
    const issuing = performance.now();
    const licences = await issueLicences(store, pool, ownerId);
    progress(`${LICENCES} licences readable after ${((performance.now() - issuing) / 1000).toFixed(1)} s`);
    const probe = await fetch(`${stack.apiUrl}/api/robot/heartbeat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...licences[0],
        eaVersion: '2.4.1',
        activePositions: 0,
        balance: 10_000,
        equity: 10_000,
      }),
    });
    if (!probe.ok)
      throw new Error(`POST /api/robot/heartbeat answers ${probe.status}: ${await probe.text()}`);

    progress(`baseline: ${RATE}/s for ${BASELINE_SECONDS} s (after 2 s of warm-up)`);
    await runOpenLoop({ url: helloUrl, rate: RATE, seconds: 2, next: reportMix(licences) });
    const baseline = await runOpenLoop({
      url: helloUrl,
      rate: RATE,
      seconds: BASELINE_SECONDS,
      next: reportMix(licences),
      maxSockets: MAX_SOCKETS,
    });
    let baselineCapacity: CapacityResult | undefined;
    if (CAPACITY_SECONDS > 0) {
      progress(`baseline capacity: autocannon, 50 connections, ${CAPACITY_SECONDS} s`);
      baselineCapacity = await measureCapacity({
        url: helloUrl,
        seconds: CAPACITY_SECONDS,
        next: reportMix(licences),
      });
    }
    const helloPeak = hello.peakRssMb();
    await hello.stop();

    const mix = reportMix(licences);
    if (WARMUP_SECONDS > 0) {
      progress(`warm-up: ${RATE}/s for ${WARMUP_SECONDS} s`);
      const warm = await runOpenLoop({
        url: stack.apiUrl,
        rate: RATE,
        seconds: WARMUP_SECONDS,
        next: mix,
        maxSockets: MAX_SOCKETS,
      });
      if (errorsOf(warm) > 0) progress(`warm-up errors: ${warm.errorSamples.join(' | ')}`);
      await measureLag(store, pool);
    }
    progress(`telemetry: ${RATE}/s for ${SECONDS} s`);
    const before = await eventCount(pool);
    const postmaster = postgresMemory?.postmaster;
    const cpuNow = () => ({
      api: cpuSeconds(stack.api.process.pid),
      projections: cpuSeconds(stack.projections.process.pid),
      postgres: postgresCpuSeconds(postmaster),
      generator: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
      machine: machineBusySeconds(),
      at: performance.now(),
    });
    const cpuBefore = cpuNow();
    const telemetry = await runOpenLoop({
      url: stack.apiUrl,
      rate: RATE,
      seconds: SECONDS,
      next: mix,
      maxSockets: MAX_SOCKETS,
    });
    const cpuAfter = cpuNow();
    const eventsAppended = (await eventCount(pool)) - before;
    const wall = (cpuAfter.at - cpuBefore.at) / 1000;
    const busy = (key: Exclude<keyof typeof cpuBefore, 'at'>) => (cpuAfter[key] - cpuBefore[key]) / wall;
    const ours = busy('api') + busy('projections') + busy('postgres') + busy('generator');
    const cpu = [
      { name: 'API', cores: busy('api') },
      { name: 'projections', cores: busy('projections') },
      { name: postmaster ? 'PostgreSQL' : 'PostgreSQL (external: not measured)', cores: busy('postgres') },
      { name: 'load generator', cores: busy('generator') },
      { name: 'everything else on the machine', cores: Math.max(0, busy('machine') - ours) },
    ];
    progress('waiting for the projectors to catch up');
    const lag = { ...(await measureLag(store, pool)), eventsAppended };

    let telemetryCapacity: CapacityResult | undefined;
    if (CAPACITY_SECONDS > 0) {
      progress(`telemetry capacity: autocannon, 50 connections, ${CAPACITY_SECONDS} s`);
      telemetryCapacity = await measureCapacity({ url: stack.apiUrl, seconds: CAPACITY_SECONDS, next: mix });
    }
    postgresMemory?.stop();
    const memory = [
      { name: 'API (command-api/src/main.ts)', mb: stack.api.peakRssMb() },
      { name: 'projections (projections/src/main.ts)', mb: stack.projections.peakRssMb() },
      { name: 'PostgreSQL (all its processes, PSS)', mb: postgresMemory?.peakMb() },
      { name: 'load generator (this process)', mb: process.resourceUsage().maxRSS / 1024 },
      { name: 'baseline Fastify', mb: helloPeak },
    ];
    report({ baseline, baselineCapacity, telemetry, telemetryCapacity, lag, memory, cpu, loadBefore });
  } catch (error) {
    failed = true;
    process.stderr.write(`bench:telemetry failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    for (const child of children) {
      const lines = await tail(child.logFile);
      if (lines) process.stderr.write(`--- last lines of ${child.name} (${child.logFile})\n${lines}\n`);
    }
  } finally {
    await cleanUp();
  }
  process.exitCode = failed ? 1 : 0;
}

await main();
