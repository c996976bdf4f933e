// P6: robot telemetry ingest. An embedded PostgreSQL, the API and the projections service run as
// production runs them (their own processes, `main.ts` entry points); a few thousand licences are
// issued through the event store; then an open-loop generator offers a fixed rate of a realistic
// report mix and the figures are printed beside a bare Fastify baseline measured in the same run.
// It reports, it does not assert: exit code 0 whether or not the target is met, 1 if it breaks.
import { cpus, loadavg } from 'node:os';
import type { Pool } from '@shop/infra';
import { openBenchDatabase } from './shared/bench-database.js';
import { envNumber } from './shared/bench-env.js';
import { runBench } from './shared/bench-run.js';
import { printBenchSummary } from './shared/bench-summary.js';
import { type CapacityResult, measureCapacity } from './shared/capacity.js';
import { type CatchUp, waitForCatchUp } from './shared/catch-up.js';
import { startCpuMeter } from './shared/cpu-meter.js';
import { ms } from './shared/format.js';
import { startMemoryTimeline } from './shared/memory-timeline.js';
import { describeMix } from './shared/mix.js';
import { type OpenLoopResult, runOpenLoop } from './shared/open-loop.js';
import { samplePostgresMemory } from './shared/processes.js';
import { issueLicences } from './shared/seed-licences.js';
import {
  benchSecrets,
  firstAdminId,
  STACK_LOG_LEVEL,
  startHelloServer,
  startShopStack,
} from './shared/shop-stack.js';
import { firstAndLastP99, startPostgresActivity } from './telemetry/postgres-activity.js';
import { licencesFor, REPORT_MIX, reportMix } from './telemetry/report-mix.js';

const TARGET_RATE = 2_000;
const TARGET_P99_MS = 50;

const RATE = envNumber('BENCH_RATE', TARGET_RATE, 200);
const SECONDS = envNumber('BENCH_SECONDS', 30, 5);
const WARMUP_SECONDS = envNumber('BENCH_WARMUP_SECONDS', 5, 1);
const BASELINE_SECONDS = envNumber('BENCH_BASELINE_SECONDS', Math.min(SECONDS, 15));
const CAPACITY_SECONDS = envNumber('BENCH_CAPACITY_SECONDS', 10, 3);
const CATCH_UP_TIMEOUT_SECONDS = envNumber('BENCH_CATCHUP_TIMEOUT', 300, 60);
const MAX_SOCKETS = envNumber('BENCH_SOCKETS', 256);
const LICENCES = Math.max(envNumber('BENCH_LICENCES', 2_000, 100), licencesFor(RATE));
const LOG_LEVEL = STACK_LOG_LEVEL;
/** Windows of the latency and PostgreSQL timeline (printed for runs of two minutes or more). */
const WINDOW_SECONDS = envNumber('BENCH_WINDOW_SECONDS', 30);

interface Lag extends CatchUp {
  eventsAppended: number;
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
  /** Memory over the measured run, as report lines. */
  memoryTimeline: string[];
  /** Latency and PostgreSQL's work per window over the measured run, as report lines. */
  activityTimeline: string[];
  /** CPU cores busy on average during the measured run, per process and for the whole machine. */
  cpu: { name: string; cores: number }[];
  loadBefore: number[];
  postgres: string;
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
  const mix = describeMix(REPORT_MIX);
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
    `the load generator's own event-loop delay (a request it sends late counts the wait as latency): p99 ${ms(
      t.generatorDelay.p99,
    )} ms, max ${ms(t.generatorDelay.max)} ms (baseline run: p99 ${ms(f.baseline.generatorDelay.p99)} ms)`,
    '',
    '| process | peak memory MB |',
    '|---|---|',
    ...f.memory.map((m) => `| ${m.name} | ${m.mb === undefined ? 'n/a' : Math.round(m.mb)} |`),
    '',
    ...f.memoryTimeline,
    '',
    ...f.activityTimeline,
    `| CPU during the measured run (of ${cpu.length} cores) | cores busy |`,
    '|---|---|',
    ...f.cpu.map((c) => `| ${c.name} | ${c.cores.toFixed(2)} |`),
    '',
    `load average before the bench: ${f.loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (other work on the machine skews every figure above)`,
    '',
    ...(t.errorSamples.length > 0 ? ['errors seen:', ...t.errorSamples.map((e) => `  ${e}`), ''] : []),
    `P6: ${misses.length === 0 ? 'met' : `NOT met (${misses.join('; ')})`}`,
    '',
  ];
  process.stdout.write(lines.join('\n'));
  printBenchSummary({
    id: 'P6',
    what: 'robot telemetry ingest',
    figure: `${Math.round(t.achievedRate)} reports/s at ${RATE}/s offered, p99 ${ms(t.latency.p99)} ms, ${errorsOf(t)} errors`,
    target: `≥ ${TARGET_RATE}/s, p99 ≤ ${TARGET_P99_MS} ms, 0 errors`,
    baseline: `hello world at ${RATE}/s: p99 ${ms(f.baseline.latency.p99)} ms`,
    met: misses.length === 0,
    run: `open loop ${SECONDS} s, ${LICENCES} licences`,
    postgres: f.postgres,
  });
}

await runBench('telemetry', async (run) => {
  const loadBefore = loadavg();
  const secrets = benchSecrets();
  const database = await openBenchDatabase(run, secrets.keys.personalDataKey);
  const { pool, raw: store } = database;
  const postgresMemory = database.pgDataDir ? samplePostgresMemory(database.pgDataDir) : undefined;

  run.progress('starting the baseline server');
  const hello = await startHelloServer(run);
  const helloUrl = hello.url;

  run.progress('starting the API and the projections service (production entry points)');
  const stack = await startShopStack(run, database.databaseUrl, secrets);
  const ownerId = await firstAdminId(pool, stack);
  run.progress(`issuing ${LICENCES} licences through the event store`);
  const issuing = performance.now();
  const licences = await issueLicences(store, pool, new Array<string>(LICENCES).fill(ownerId));
  run.progress(`${LICENCES} licences readable after ${((performance.now() - issuing) / 1000).toFixed(1)} s`);
  const probe = await fetch(`${stack.apiUrl}/api/robot/heartbeat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      licenseKey: licences[0]!.licenseKey,
      accountNumber: licences[0]!.accountNumber,
      eaVersion: '2.4.1',
      activePositions: 0,
      balance: 10_000,
      equity: 10_000,
    }),
  });
  if (!probe.ok) throw new Error(`POST /api/robot/heartbeat answers ${probe.status}: ${await probe.text()}`);

  run.progress(`baseline: ${RATE}/s for ${BASELINE_SECONDS} s (after 2 s of warm-up)`);
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
    run.progress(`baseline capacity: autocannon, 50 connections, ${CAPACITY_SECONDS} s`);
    baselineCapacity = await measureCapacity({
      url: helloUrl,
      seconds: CAPACITY_SECONDS,
      next: reportMix(licences),
    });
  }
  const helloPeak = hello.child.peakRssMb();
  await hello.child.stop();

  const mix = reportMix(licences);
  if (WARMUP_SECONDS > 0) {
    run.progress(`warm-up: ${RATE}/s for ${WARMUP_SECONDS} s`);
    const warm = await runOpenLoop({
      url: stack.apiUrl,
      rate: RATE,
      seconds: WARMUP_SECONDS,
      next: mix,
      maxSockets: MAX_SOCKETS,
    });
    if (errorsOf(warm) > 0) run.progress(`warm-up errors: ${warm.errorSamples.join(' | ')}`);
    await waitForCatchUp(store, pool, CATCH_UP_TIMEOUT_SECONDS);
  }
  run.progress(`telemetry: ${RATE}/s for ${SECONDS} s`);
  const before = await eventCount(pool);
  const meter = startCpuMeter({
    api: stack.api.process.pid,
    projections: stack.projections.process.pid,
    postmaster: postgresMemory?.postmaster,
  });
  const memoryTimeline = startMemoryTimeline([
    { name: 'API', mb: () => stack.api.rssMb() },
    { name: 'projections', mb: () => stack.projections.rssMb() },
    { name: 'PostgreSQL', mb: () => postgresMemory?.currentMb() },
  ]);
  const activity = SECONDS >= 120 ? await startPostgresActivity(pool, WINDOW_SECONDS) : undefined;
  const telemetry = await runOpenLoop({
    url: stack.apiUrl,
    rate: RATE,
    seconds: SECONDS,
    next: mix,
    maxSockets: MAX_SOCKETS,
    windowSeconds: WINDOW_SECONDS,
  });
  const cpu = meter.stop();
  const memoryLines = memoryTimeline.stop();
  const activityLines = activity
    ? [...(await activity.stop(telemetry.byWindow)), firstAndLastP99(telemetry.byWindow), '']
    : [];
  const eventsAppended = (await eventCount(pool)) - before;
  run.progress('waiting for the projectors to catch up');
  const lag = { ...(await waitForCatchUp(store, pool, CATCH_UP_TIMEOUT_SECONDS)), eventsAppended };

  let telemetryCapacity: CapacityResult | undefined;
  if (CAPACITY_SECONDS > 0) {
    run.progress(`telemetry capacity: autocannon, 50 connections, ${CAPACITY_SECONDS} s`);
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
  report({
    baseline,
    baselineCapacity,
    telemetry,
    telemetryCapacity,
    lag,
    memory,
    memoryTimeline: memoryLines,
    activityTimeline: activityLines,
    cpu,
    loadBefore,
    postgres: database.postgresVersion,
  });
});
