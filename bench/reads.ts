// P3: reads over HTTP. The API and the projections service run as production runs them (their own
// processes) on an embedded PostgreSQL; traders with a licence each are seeded and their robots
// report for a moment, so the monitoring list has something to show; then autocannon, 50
// connections, as fast as answers come back, against each read route in turn, and against a bare
// Fastify hello-world server (its own process) before and after them: the baseline of the same run.
// Reports, does not assert: exit 0 whatever the figures, 1 if it breaks.
import { envNumber } from './shared/bench-env.js';
import { runBench } from './shared/bench-run.js';
import { openBenchShop } from './shared/bench-shop.js';
import { printBenchSummary } from './shared/bench-summary.js';
import { type CapacityResult, measureCapacity } from './shared/capacity.js';
import { waitForCatchUp } from './shared/catch-up.js';
import { type CpuShare, describeCpu, startCpuMeter } from './shared/cpu-meter.js';
import { errorCount, errorsCell, latencyCells, ms, thousands } from './shared/format.js';
import { loadAverage, machineLine } from './shared/machine.js';
import { type PlannedRequest, runOpenLoop } from './shared/open-loop.js';
import type { BenchUser } from './shared/seed-accounts.js';
import { STACK_LOG_LEVEL, startHelloServer } from './shared/shop-stack.js';
import { reportMix } from './telemetry/report-mix.js';

const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 20;
const CONNECTIONS = envNumber('BENCH_CONNECTIONS', 50);
const SECONDS = envNumber('BENCH_SECONDS', 15, 3);
const WARMUP_SECONDS = envNumber('BENCH_WARMUP_SECONDS', 3, 1);
const TRADERS = envNumber('BENCH_USERS', 200, 30);
/** Robot reports per licence before the measurements (heartbeats, positions, equity, deals). */
const REPORTS_PER_LICENCE = 4;

interface ReadRoute {
  name: string;
  /** Who asks, for the report. */
  who: string;
  url: string;
  next: () => PlannedRequest;
}

interface Measured {
  route: ReadRoute;
  result: CapacityResult;
  cpu: CpuShare[];
}

/** GETs of `path`, each with the session of the next of `callers` in turn. */
function gets(path: string, callers: readonly BenchUser[]): () => PlannedRequest {
  let turn = 0;
  return () => ({ kind: path, method: 'GET', path, headers: callers[turn++ % callers.length]!.auth });
}

function readRoutes(apiUrl: string, traders: readonly BenchUser[], admin: BenchUser): ReadRoute[] {
  return [
    {
      name: 'GET /api/users/me',
      who: `each of ${traders.length} traders in turn (account and licences)`,
      url: apiUrl,
      next: gets('/api/users/me', traders),
    },
    {
      name: 'GET /api/licenses',
      who: `admin (every licence: ${traders.length})`,
      url: apiUrl,
      next: gets('/api/licenses', [admin]),
    },
    {
      name: 'GET /api/monitoring/licenses',
      who: 'admin (first page: 10 licences with robot status)',
      url: apiUrl,
      next: gets('/api/monitoring/licenses?page=1&limit=10', [admin]),
    },
  ];
}

function report(
  baselines: Measured[],
  routes: Measured[],
  loadBefore: string,
  postgres: string,
): { baselineRate: number; misses: string[] } {
  const baselineRate = baselines.reduce((sum, b) => sum + b.result.rate, 0) / baselines.length;
  const ratio = (m: Measured) => m.result.rate / baselineRate;
  const misses = routes.flatMap((m) => [
    ...(ratio(m) < TARGET_RATIO ? [`${m.route.name} ${(ratio(m) * 100).toFixed(0)} % of baseline`] : []),
    ...(m.result.latency.p99 > TARGET_P99_MS ? [`${m.route.name} p99 ${ms(m.result.latency.p99)} ms`] : []),
    ...(errorCount(m.result) > 0 ? [`${m.route.name} ${errorCount(m.result)} errors`] : []),
  ]);
  const row = (m: Measured, share: string) =>
    `| ${m.route.name} | ${m.route.who} | ${thousands(m.result.rate)} | ${share} | ${latencyCells(m.result.latency)} | ${errorsCell(m.result)} | ${Math.round(m.result.bytesPerAnswer)} | ${describeCpu(m.cpu)} |`;
  const lines = [
    '',
    `P3 reads over HTTP: target ≥ ${TARGET_RATIO * 100} % of a bare Fastify hello-world route (same run), p99 ≤ ${TARGET_P99_MS} ms`,
    machineLine(postgres),
    `autocannon, ${CONNECTIONS} connections, as fast as answered, ${SECONDS} s a route after ${WARMUP_SECONDS} s of warm-up;` +
      ` ${TRADERS} traders with a licence each, their robots having reported; API log level ${STACK_LOG_LEVEL}`,
    '',
    '| route | asked by | req/s | of baseline | p50 ms | p95 ms | p99 ms | max ms | errors | bytes/answer | CPU cores busy |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...baselines.map((b) => row(b, '(baseline)')),
    ...routes.map((m) => row(m, `${(ratio(m) * 100).toFixed(0)} %`)),
    '',
    `baseline: the mean of the hello-world runs, ${thousands(baselineRate)} req/s`,
    `load average before the bench: ${loadBefore}, after ${loadAverage()} (other work on the machine skews every figure)`,
    '',
    `P3: ${misses.length === 0 ? 'met' : `NOT met (${misses.join('; ')})`}`,
    '',
  ];
  process.stdout.write(lines.join('\n'));
  return { baselineRate, misses };
}

await runBench('reads', async (run) => {
  const loadBefore = loadAverage();
  const { database, stack, admin, traders, pids } = await openBenchShop(run, {
    traders: TRADERS,
    tickets: false,
  });
  const hello = await startHelloServer(run);
  run.progress(`robots report ${REPORTS_PER_LICENCE} times each`);
  const robots = await runOpenLoop({
    url: stack.apiUrl,
    rate: 200,
    seconds: (TRADERS * REPORTS_PER_LICENCE) / 200,
    next: reportMix(traders.map((trader) => trader.licence)),
  });
  if (robots.non2xx + robots.socketErrors > 0)
    throw new Error(`robot reports failed: ${robots.errorSamples[0]}`);
  await waitForCatchUp(database.raw, database.pool, 120);

  const measure = async (route: ReadRoute): Promise<Measured> => {
    run.progress(`${route.name}: ${WARMUP_SECONDS} s warm-up, ${SECONDS} s measured`);
    if (WARMUP_SECONDS > 0)
      await measureCapacity({ url: route.url, seconds: WARMUP_SECONDS, next: route.next });
    const meter = startCpuMeter(pids);
    const result = await measureCapacity({
      url: route.url,
      seconds: SECONDS,
      connections: CONNECTIONS,
      next: route.next,
    });
    return { route, result, cpu: meter.stop() };
  };
  const helloRoute = (when: string): ReadRoute => ({
    name: `GET / hello world (${when})`,
    who: 'anyone',
    url: hello.url,
    next: () => ({ kind: 'hello', method: 'GET', path: '/' }),
  });
  const before = await measure(helloRoute('before'));
  const routes: Measured[] = [];
  for (const route of readRoutes(
    stack.apiUrl,
    traders.map((trader) => trader.user),
    admin,
  )) {
    routes.push(await measure(route));
  }
  const after = await measure(helloRoute('after'));
  const { baselineRate, misses } = report([before, after], routes, loadBefore, database.postgresVersion);
  const worstRatio = routes.reduce((worst, m) => (m.result.rate < worst.result.rate ? m : worst));
  const worstP99 = routes.reduce((worst, m) => (m.result.latency.p99 > worst.result.latency.p99 ? m : worst));
  printBenchSummary({
    id: 'P3',
    what: 'reads over HTTP',
    figure:
      `lowest ${((worstRatio.result.rate / baselineRate) * 100).toFixed(0)} % of baseline (${worstRatio.route.name}, ${thousands(worstRatio.result.rate)} req/s);` +
      ` highest p99 ${ms(worstP99.result.latency.p99)} ms (${worstP99.route.name})`,
    target: `≥ ${TARGET_RATIO * 100} % of baseline; p99 ≤ ${TARGET_P99_MS} ms`,
    baseline: `hello world ${thousands(baselineRate)} req/s`,
    met: misses.length === 0,
    run: `${SECONDS} s a route, ${CONNECTIONS} connections, ${TRADERS} traders`,
    postgres: database.postgresVersion,
  });
});
