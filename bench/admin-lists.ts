// P9: admin lists at scale (issue 22). The API and the projections service run as production runs them
// (their own processes) on an embedded PostgreSQL. A few entities go through the real API; then, with
// the projections service stopped, set-based SQL seeds 50,000 users, 100,000 licences, their orders and
// 1,000,000 events with their audit rows, checked against the real rows' shape, and the projections
// service starts again at the end of the log. autocannon, 50 connections, then reads the first, a middle
// and the last page of the licences, users, orders and audit lists (sorted and filtered) and one search
// each; last, the licences CSV export streams while the API's memory is sampled.
// Reports, does not assert: exit 0 whatever the figures, 1 if it breaks.
import { type AdminShop, openAdminShop, restartProjections } from './admin-lists/admin-stack.js';
import { type ExportResult, isFlat, measureExport, SMALL_EXPORT_QUERY } from './admin-lists/csv-export.js';
import { type MeasuredPage, PAGE_SIZE, pagesToMeasure, searchText } from './admin-lists/list-routes.js';
import { makeRealSamples } from './admin-lists/real-samples.js';
import { type PageResult, passes, printReport, TARGET_P99_MS } from './admin-lists/report.js';
import { seedAtScale } from './admin-lists/seed.js';
import { realShapes } from './admin-lists/seed-shape.js';
import { aloneMs, waitForIdleDatabase } from './admin-lists/settle.js';
import { envNumber } from './shared/bench-env.js';
import { runBench } from './shared/bench-run.js';
import { printBenchSummary } from './shared/bench-summary.js';
import { measureCapacity } from './shared/capacity.js';
import { waitForCatchUp } from './shared/catch-up.js';
import { startCpuMeter } from './shared/cpu-meter.js';
import { ms, thousands } from './shared/format.js';
import { loadAverage } from './shared/machine.js';
import type { PlannedRequest } from './shared/open-loop.js';
import { waitForHttp } from './shared/processes.js';
import { STACK_LOG_LEVEL } from './shared/shop-stack.js';

const CONNECTIONS = envNumber('BENCH_CONNECTIONS', 50);
const SECONDS = envNumber('BENCH_SECONDS', 5, 2);
const WARMUP_SECONDS = envNumber('BENCH_WARMUP_SECONDS', 1, 1);
/** Once, before the first page: every page in turn at full load, so the API is measured warm (JIT, heap). */
const API_WARMUP_SECONDS = envNumber('BENCH_API_WARMUP_SECONDS', 5, 2);
const SIZES = {
  users: envNumber('BENCH_USERS', 50_000, 2_000),
  licences: envNumber('BENCH_LICENCES', 100_000, 4_000),
  events: envNumber('BENCH_EVENTS', 1_000_000, 40_000),
};
/** Seconds to keep the shop up after the report (its database URL printed), to EXPLAIN by hand. */
const HOLD_SECONDS = envNumber('BENCH_HOLD_SECONDS', 0);

type Pids = { api?: number; projections?: number; postmaster?: number };

async function warmUpApi(shop: AdminShop, pages: readonly MeasuredPage[]) {
  let turn = 0;
  const next = (): PlannedRequest => {
    const page = pages[turn++ % pages.length]!;
    return { kind: page.list, method: 'GET', path: page.path, headers: shop.admin.auth };
  };
  await measureCapacity({
    url: shop.stack.apiUrl,
    seconds: API_WARMUP_SECONDS,
    connections: CONNECTIONS,
    next,
  });
  await waitForIdleDatabase(shop.database.pool);
}

async function measurePage(shop: AdminShop, page: MeasuredPage, pids: Pids): Promise<PageResult> {
  const { apiUrl } = shop.stack;
  const auth = shop.admin.auth;
  const next = (): PlannedRequest => ({ kind: page.list, method: 'GET', path: page.path, headers: auth });
  const alone = await aloneMs(`${apiUrl}${page.path}`, auth);
  if (WARMUP_SECONDS > 0) await measureCapacity({ url: apiUrl, seconds: WARMUP_SECONDS, next });
  await waitForIdleDatabase(shop.database.pool);
  const meter = startCpuMeter(pids);
  const result = await measureCapacity({ url: apiUrl, seconds: SECONDS, connections: CONNECTIONS, next });
  const cpu = meter.stop();
  const cancelled = await waitForIdleDatabase(shop.database.pool);
  return { page, aloneMs: alone, result, cpu, cancelled };
}

function summaryFigure(results: PageResult[], small: ExportResult, whole: ExportResult): string {
  const worst = results.reduce((a, b) => (b.result.latency.p99 > a.result.latency.p99 ? b : a));
  const csv =
    'skipped' in whole || 'skipped' in small
      ? 'CSV export skipped (route missing)'
      : `CSV ${thousands(whole.rows)} rows peak ${(whole.rss.peakMb - small.rss.peakMb).toFixed(0)} MB above ${thousands(small.rows)} rows (${isFlat(small, whole) ? 'flat' : 'not flat'})`;
  return `${results.filter(passes).length}/${results.length} pages p99 ≤ ${TARGET_P99_MS} ms; worst p99 ${ms(worst.result.latency.p99)} ms (${worst.page.list} ${worst.page.page}); ${csv}`;
}

await runBench('admin', async (run) => {
  const loadBefore = loadAverage();
  const shop = await openAdminShop(run);
  const { database, stack, admin } = shop;
  run.progress(
    'real entities through the API (sign-up, order paid and delivered, licence issued and revoked)',
  );
  await makeRealSamples({ apiUrl: stack.apiUrl, database, admin, trader: shop.trader });
  await waitForCatchUp(database.raw, database.pool, 60);
  const real = await realShapes(database.pool);
  run.progress('stopping the projections service for the bulk seed');
  await stack.projections.stop();
  const seed = await seedAtScale(database.pool, SIZES, {
    now: new Date(),
    adminId: admin.userId,
    real,
    progress: run.progress,
  });
  const projections = restartProjections(shop);
  await waitForHttp(`${stack.apiUrl}/api/health`, projections, 60_000);
  const pids = {
    api: stack.api.process.pid,
    projections: projections.process.pid,
    postmaster: shop.postmaster,
  };

  const pages = await pagesToMeasure(stack.apiUrl, admin, await searchText(database.pool));
  run.progress(
    `the API warmed up: ${API_WARMUP_SECONDS} s at ${CONNECTIONS} connections over every page in turn`,
  );
  await warmUpApi(shop, pages);
  const results: PageResult[] = [];
  for (const page of pages) {
    run.progress(`${page.list} ${page.page}: ${WARMUP_SECONDS} s warm-up, ${SECONDS} s measured`);
    results.push(await measurePage(shop, page, pids));
  }
  run.progress(
    'CSV exports of the revoked licences, then of every licence, sampling the API memory every 50 ms',
  );
  const small = await measureExport(stack.apiUrl, admin, () => stack.api.rssMb(), SMALL_EXPORT_QUERY);
  const whole =
    'skipped' in small ? small : await measureExport(stack.apiUrl, admin, () => stack.api.rssMb());
  const { rows } = await database.pool.query<{ count: string }>('select count(*) from licences');
  printReport({
    sizes: SIZES,
    seed,
    results,
    exported: [small, whole],
    licencesInShop: Number(rows[0]!.count),
    settings:
      `autocannon, ${CONNECTIONS} connections, as fast as answered, ${SECONDS} s a page after ${WARMUP_SECONDS} s of warm-up` +
      ` (the API warmed once before: ${API_WARMUP_SECONDS} s over every page),` +
      ` ${PAGE_SIZE} rows a page, as the admin; API log level ${STACK_LOG_LEVEL}`,
    loadBefore,
    postgres: database.postgresVersion,
  });
  printBenchSummary({
    id: 'P9',
    what: 'admin lists at scale',
    figure: summaryFigure(results, small, whole),
    target: `p99 ≤ ${TARGET_P99_MS} ms per page at ${CONNECTIONS} connections; CSV export with flat memory`,
    baseline: '',
    met: results.every(passes) && isFlat(small, whole),
    run: `${thousands(SIZES.users)} users, ${thousands(SIZES.licences)} licences, ${thousands(seed.events)} events; ${SECONDS} s a page`,
    postgres: database.postgresVersion,
  });
  if (HOLD_SECONDS > 0) {
    process.stderr.write(`holding ${HOLD_SECONDS} s: psql ${database.databaseUrl}\n`);
    await new Promise((resolve) => setTimeout(resolve, HOLD_SECONDS * 1000));
  }
});
