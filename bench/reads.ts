// P3: reads over HTTP. The API and the projections service run as production runs them (their own
// processes) on an embedded PostgreSQL; traders with a licence each are seeded and their robots
// report for a moment, so the monitoring list has something to show; then autocannon, 50
// connections, as fast as answers come back, against each read route in turn, and against two
// baselines of the same run, each before and after the routes: a bare Fastify hello-world server,
// and a bare Fastify route making one primary-key SELECT per request on the same database.
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
import { STACK_LOG_LEVEL, startHelloServer, startSelectServer } from './shared/shop-stack.js';
import { reportMix } from './telemetry/report-mix.js';

/** Cached reads: of the hello-world route's requests per second. */
const TARGET_RATIO = 0.5;
/** Uncached reads: of the one-SELECT route's requests per second. */
const TARGET_SELECT_RATIO = 0.8;
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

interface Baselines {
  hello: Measured[];
  select: Measured[];
}

const meanRate = (runs: readonly Measured[]) => runs.reduce((sum, m) => sum + m.result.rate, 0) / runs.length;
const percent = (ratio: number) => `${(ratio * 100).toFixed(0)} %`;

function report(
  baselines: Baselines,
  routes: Measured[],
  loadBefore: string,
  postgres: string,
): { helloRate: number; selectRate: number; misses: string[] } {
  const helloRate = meanRate(baselines.hello);
  const selectRate = meanRate(baselines.select);
  const ofHello = (m: Measured) => m.result.rate / helloRate;
  const ofSelect = (m: Measured) => m.result.rate / selectRate;
  const misses = routes.flatMap((m) => [
    ...(ofHello(m) < TARGET_RATIO ? [`${m.route.name} ${percent(ofHello(m))} of hello world`] : []),
    ...(ofSelect(m) < TARGET_SELECT_RATIO ? [`${m.route.name} ${percent(ofSelect(m))} of one SELECT`] : []),
    ...(m.result.latency.p99 > TARGET_P99_MS ? [`${m.route.name} p99 ${ms(m.result.latency.p99)} ms`] : []),
    ...(errorCount(m.result) > 0 ? [`${m.route.name} ${errorCount(m.result)} errors`] : []),
  ]);
  const row = (m: Measured, hello: string, select: string) =>
    `| ${m.route.name} | ${m.route.who} | ${thousands(m.result.rate)} | ${hello} | ${select} | ${latencyCells(m.result.latency)} | ${errorsCell(m.result)} | ${Math.round(m.result.bytesPerAnswer)} | ${describeCpu(m.cpu)} |`;
  const lines = [
    '',
    `P3 reads over HTTP: targets ≥ ${TARGET_RATIO * 100} % of a bare Fastify hello-world route (cached reads) and` +
      ` ≥ ${TARGET_SELECT_RATIO * 100} % of a bare Fastify route making one primary-key SELECT (uncached reads), both in the same run; p99 ≤ ${TARGET_P99_MS} ms`,
    machineLine(postgres),
    `autocannon, ${CONNECTIONS} connections, as fast as answered, ${SECONDS} s a route after ${WARMUP_SECONDS} s of warm-up;` +
      ` ${TRADERS} traders with a licence each, their robots having reported; API log level ${STACK_LOG_LEVEL}`,
    '',
    '| route | asked by | req/s | of hello world | of one SELECT | p50 ms | p95 ms | p99 ms | max ms | errors | bytes/answer | CPU cores busy |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...baselines.hello.map((b) => row(b, '(baseline)', '')),
    ...baselines.select.map((b) => row(b, percent(ofHello(b)), '(baseline)')),
    ...routes.map((m) => row(m, percent(ofHello(m)), percent(ofSelect(m)))),
    '',
    `baselines: the mean of each one's two runs, hello world ${thousands(helloRate)} req/s, one SELECT ${thousands(selectRate)} req/s`,
    `load average before the bench: ${loadBefore}, after ${loadAverage()} (other work on the machine skews every figure)`,
    '',
    `P3: ${misses.length === 0 ? 'met' : `NOT met (${misses.join('; ')})`}`,
    '',
  ];
  process.stdout.write(lines.join('\n'));
  return { helloRate, selectRate, misses };
}

await runBench('reads', async (run) => {
  const loadBefore = loadAverage();
  const { database, stack, admin, traders, pids } = await openBenchShop(run, {
    traders: TRADERS,
    tickets: false,
  });
  const hello = await startHelloServer(run);
  const select = await startSelectServer(run, database.databaseUrl);
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
  let turn = 0;
  const selectRoute = (when: string): ReadRoute => ({
    name: `GET /users/:id one SELECT (${when})`,
    who: `each of ${traders.length} traders' rows in turn`,
    url: select.url,
    next: () => ({
      kind: 'select',
      method: 'GET',
      path: `/users/${traders[turn++ % traders.length]!.user.userId}`,
    }),
  });
  const baselines: Baselines = { hello: [], select: [] };
  baselines.hello.push(await measure(helloRoute('before')));
  baselines.select.push(await measure(selectRoute('before')));
  const routes: Measured[] = [];
  for (const route of readRoutes(
    stack.apiUrl,
    traders.map((trader) => trader.user),
    admin,
  )) {
    routes.push(await measure(route));
  }
  baselines.select.push(await measure(selectRoute('after')));
  baselines.hello.push(await measure(helloRoute('after')));
  const { helloRate, selectRate, misses } = report(baselines, routes, loadBefore, database.postgresVersion);
  const lowest = (rate: number) =>
    routes.reduce((worst, m) => (m.result.rate < worst.result.rate ? m : worst)).result.rate / rate;
  const worstRatio = routes.reduce((worst, m) => (m.result.rate < worst.result.rate ? m : worst));
  const worstP99 = routes.reduce((worst, m) => (m.result.latency.p99 > worst.result.latency.p99 ? m : worst));
  printBenchSummary({
    id: 'P3',
    what: 'reads over HTTP',
    figure:
      `lowest ${percent(lowest(helloRate))} of hello world, ${percent(lowest(selectRate))} of one SELECT (${worstRatio.route.name}, ${thousands(worstRatio.result.rate)} req/s);` +
      ` highest p99 ${ms(worstP99.result.latency.p99)} ms (${worstP99.route.name})`,
    target: `≥ ${TARGET_RATIO * 100} % of hello world (cached), ≥ ${TARGET_SELECT_RATIO * 100} % of one SELECT (uncached); p99 ≤ ${TARGET_P99_MS} ms`,
    baseline: `hello world ${thousands(helloRate)} req/s; one SELECT ${thousands(selectRate)} req/s`,
    met: misses.length === 0,
    run: `${SECONDS} s a route, ${CONNECTIONS} connections, ${TRADERS} traders`,
    postgres: database.postgresVersion,
    details: {
      columns: ['route', 'req/s', 'of hello world', 'of one SELECT', 'p99 ms', 'errors'],
      rows: routes.map((m) => [
        m.route.name,
        thousands(m.result.rate),
        percent(m.result.rate / helloRate),
        percent(m.result.rate / selectRate),
        ms(m.result.latency.p99),
        String(errorCount(m.result)),
      ]),
    },
  });
});
