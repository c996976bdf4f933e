// P10: cost as the log grows. The shop runs as production runs it (API and projections service as
// their own processes on an embedded PostgreSQL) with traders whose robots report; then the log is
// grown with generated events (the rebuild bench's generator: a young shop's mix, personal fields
// sealed) and, each time it holds one of BENCH_GROWTH_STEPS events (1M, 5M, 10M), the bench stops to
// measure: a full rebuild of every read model (events/s), an append's p99 through the event store (right
// after the rebuild, then settled after a vacuum and a checkpoint, each with the WAL written beside it),
// P4's lag (robot reports through the API, checkpoints sampled), the admin's licence list page, and the
// robot-live retention (its walk of what the log gained, then one more run under the robots' load).
// Reports, does not assert: exit 0 whatever the figures, 1 if it breaks.
import { ROBOT_LIVE_RETENTION_MS, robotLiveStreams } from '@shop/domain';
import { createKysely } from '@shop/infra';
import { allProjectors, type ReadModels, rebuildReadModels } from '@shop/projections';
import { withBackgroundWork } from './growth/append-background.js';
import { measureAppends } from './growth/append-latency.js';
import { measureLag } from './growth/lag-sample.js';
import { measureListPages } from './growth/list-page.js';
import {
  type GrowthStep,
  growthDetails,
  growthMisses,
  growthReport,
  growthRow,
  TARGET_GROWTH,
} from './growth/report.js';
import { generateLog } from './rebuild/generate-log.js';
import { envNumber, QUICK } from './shared/bench-env.js';
import { runBench } from './shared/bench-run.js';
import { openBenchShop } from './shared/bench-shop.js';
import { printBenchSummary } from './shared/bench-summary.js';
import { waitForCatchUp } from './shared/catch-up.js';
import { thousands } from './shared/format.js';
import { loadAverage, machineLine } from './shared/machine.js';
import { licencesFor } from './telemetry/report-mix.js';

const STEPS = (process.env.BENCH_GROWTH_STEPS ?? (QUICK ? '20000,60000' : '1000000,5000000,10000000'))
  .split(',')
  .map((step) => Number(step.trim()))
  .filter((step) => Number.isFinite(step) && step > 0)
  .sort((a, b) => a - b);
const WRITERS = envNumber('BENCH_WRITERS', 8);
const APPEND_SECONDS = envNumber('BENCH_APPEND_SECONDS', 5, 1);
const LAG_RATE = envNumber('BENCH_RATE', 500, 100);
const LAG_SECONDS = envNumber('BENCH_SECONDS', 10, 2);
const LAG_WARMUP_SECONDS = envNumber('BENCH_WARMUP_SECONDS', 5, 1);
const LIST_SECONDS = envNumber('BENCH_LIST_SECONDS', 5, 1);

await runBench('growth', async (run) => {
  if (STEPS.length === 0) throw new Error('BENCH_GROWTH_STEPS names no size');
  const loadBefore = loadAverage();
  const { database, stack, admin, traders } = await openBenchShop(run, {
    traders: licencesFor(LAG_RATE),
    tickets: false,
  });
  const db = createKysely<ReadModels>(database.pool);
  const licences = traders.map((trader) => trader.licence);
  /** P4's lag under the robots' reports at LAG_RATE, as every step measures it. */
  const lagUnderReports = (warmupSeconds: number, during?: () => Promise<void>) =>
    measureLag({
      apiUrl: stack.apiUrl,
      pool: database.pool,
      raw: database.raw,
      licences,
      rate: LAG_RATE,
      seconds: LAG_SECONDS,
      warmupSeconds,
      during,
    });
  /**
   * The generated log is dated in the past, but the bench's own events (the seeded shop, each size's
   * measurements) are dated now and sit in the log before the next generated segment: a log out of
   * time order, which a running shop's never is, and at whose first fresh event the retention's walk
   * would stop. By the time the log has grown past them they would be days old, so they are dated so.
   */
  const ageBenchEvents = (after: bigint) =>
    database.pool.query(
      `update events set recorded_at = recorded_at - interval '2 days' where global_position > $1`,
      [after.toString()],
    );
  /** One run of the robot-live retention with the cut-off `agoMs` before now: its time and what it removed. */
  const runRetention = async (agoMs: number) => {
    const started = performance.now();
    const expired = await database.raw.expireEvents(robotLiveStreams.prefix, new Date(Date.now() - agoMs));
    return { ms: performance.now() - started, expired };
  };
  // The projections service is off while the generator writes: the rebuild projects what it wrote.
  await stack.restartProjections(false);
  await ageBenchEvents(0n);
  const steps: GrowthStep[] = [];
  let segmentStarted = performance.now();
  let shown = 0;

  const measureStep = async () => {
    const generationSeconds = (performance.now() - segmentStarted) / 1000;
    await database.pool.query('analyze events');
    await database.pool.query('checkpoint').catch(() => {});
    run.progress('rebuilding every read model');
    const rebuild = await rebuildReadModels({
      projectors: allProjectors,
      store: database.store,
      db,
      databaseUrl: database.databaseUrl,
      profile: false,
    });
    run.progress(`${thousands(rebuild.events)} events rebuilt at ${thousands(rebuild.eventsPerSecond)}/s`);
    // The reactors (fulfilment, emails) would have handled the generated history as it happened.
    await database.pool.query(
      `update consumer_groups set (read_commit, read_position) =
         (select transaction_id, global_position from events order by transaction_id desc, global_position desc limit 1)`,
    );
    // The retention walks the log from where its last run stopped (or from the start): at each size
    // that walk is done here, before the services start, so that their own first run finds the log as a
    // running shop's, and so that it is timed alone.
    run.progress('robot-live retention: walking the log up to a day ago');
    const retentionWalk = await runRetention(ROBOT_LIVE_RETENTION_MS);
    const measurementsFrom = (await database.raw.headPosition()).prepare;
    await stack.restartProjections();
    await waitForCatchUp(database.raw, database.pool, 600);
    const appendsNow = () =>
      withBackgroundWork(database.pool, () => measureAppends(database.raw, WRITERS, APPEND_SECONDS));
    run.progress(`appends: ${WRITERS} writers for ${APPEND_SECONDS} s`);
    const appends = await appendsNow();
    run.progress('appends again after vacuum and checkpoint');
    await database.pool.query('vacuum');
    await database.pool.query('checkpoint');
    const settledAppends = await appendsNow();
    run.progress(`lag: ${LAG_RATE} robot reports/s for ${LAG_SECONDS} s after ${LAG_WARMUP_SECONDS} s`);
    const lag = await lagUnderReports(LAG_WARMUP_SECONDS);
    run.progress('licence list pages');
    const pages = await measureListPages(stack.apiUrl, admin, LIST_SECONDS);
    // The retention task's delete at this size, run while the robots report as above: ten minutes of
    // the live day's heartbeats and snapshots (the generated log's last day), what one run removes.
    run.progress('lag while the robot-live retention runs');
    let retention = { ms: 0, expired: 0 };
    const lagDuringRetention = await lagUnderReports(0, async () => {
      retention = await runRetention(ROBOT_LIVE_RETENTION_MS - 10 * 60_000);
    });
    for (const sample of [lag, lagDuringRetention]) {
      if (sample.load.errorSamples.length > 0)
        run.progress(`robot reports refused: ${sample.load.errorSamples.join(' | ')}`);
    }
    const { rows } = await database.pool.query<{ bytes: string }>(
      'select pg_database_size(current_database()) as bytes',
    );
    steps.push({
      events: rebuild.events,
      generationSeconds,
      rebuild,
      appends,
      settledAppends,
      lag,
      pages,
      retention: { ...retention, lag: lagDuringRetention, walk: retentionWalk },
      databaseMb: Number(rows[0]!.bytes) / 1_048_576,
      load: loadAverage(),
    });
    // The row now, so a run stopped before its largest size still shows the sizes it measured.
    run.progress(growthRow(steps.at(-1)!));
    await stack.restartProjections(false);
    await ageBenchEvents(measurementsFrom);
    segmentStarted = performance.now();
  };

  const target = STEPS.at(-1)!;
  run.progress(
    `growing the log to ${thousands(target)} events, measuring at ${STEPS.map(thousands).join(', ')}`,
  );
  await generateLog(
    target,
    database.pool,
    database.keys,
    (written) => {
      if (written - shown < 500_000) return;
      shown = written;
      run.progress(`${thousands(written)} events generated`);
    },
    { at: STEPS, pause: measureStep },
  );
  await measureStep();

  const header = [
    `P10 cost as the log grows: append p99, P4 lag p99, the licence list page's p99 and rebuild events/s within ${TARGET_GROWTH}× of the first size's`,
    machineLine(database.postgresVersion),
    `sizes ${STEPS.map(thousands).join(', ')} (generated events plus the shop's own); at each: a full rebuild, ${WRITERS} writers appending for ${APPEND_SECONDS} s,` +
      ` robot reports at ${LAG_RATE}/s through the API for ${LAG_SECONDS} s (${licences.length} licences), the admin's licence list (first and last page) at 50 connections for ${LIST_SECONDS} s`,
  ];
  process.stdout.write(
    [
      ...growthReport(steps, header),
      `load average before the bench: ${loadBefore}, after ${loadAverage()} (other work on the machine skews every figure)`,
      '',
    ].join('\n'),
  );
  const misses = growthMisses(steps);
  process.stdout.write(`P10: ${misses.length === 0 ? 'met' : `NOT met (${misses.join('; ')})`}\n`);
  const first = steps[0]!;
  const last = steps.at(-1)!;
  printBenchSummary({
    id: 'P10',
    what: 'cost as the log grows',
    figure:
      `${thousands(first.events)} → ${thousands(last.events)} events: append p99 ${first.appends.latency.p99.toFixed(1)} → ${last.appends.latency.p99.toFixed(1)} ms,` +
      ` lag p99 ${first.lag.visibility.overall.p99.toFixed(1)} → ${last.lag.visibility.overall.p99.toFixed(1)} ms,` +
      ` rebuild ${thousands(first.rebuild.eventsPerSecond)} → ${thousands(last.rebuild.eventsPerSecond)} events/s`,
    target: `each within ${TARGET_GROWTH}× of the first size's`,
    baseline: `the first size (${thousands(first.events)} events), same run`,
    met: misses.length === 0,
    run: `sizes ${STEPS.map(thousands).join(', ')}`,
    postgres: database.postgresVersion,
    details: growthDetails(steps),
  });
});
