// P4: projection lag, append → read model visible. The API and the projections service run as
// production runs them (their own processes) on an embedded PostgreSQL; traders with licences and
// tickets are seeded; then an open-loop generator offers 500 writes/s through the API, a realistic
// mix of about one event each (robot reports 90 %, trader commands 10 %: ticket messages and
// account-number changes), while the bench samples the projectors' checkpoints every few
// milliseconds. An event is visible once every projector that reads its stream has committed it;
// its lag runs from its recorded_at (its append transaction's start). Reports, does not assert:
// exit 0 whatever the figures, 1 if it breaks.
import { allProjectors } from '@shop/projections';
import { ACCOUNT_CHANGE_ALLOWANCE, commandMix, tradersFor } from './commands/command-mix.js';
import { startCheckpointSampler, wallClockMs } from './projection-lag/checkpoint-sampler.js';
import { eventsAppendedBetween, measureVisibility, type Visibility } from './projection-lag/visibility.js';
import { envNumber } from './shared/bench-env.js';
import { runBench } from './shared/bench-run.js';
import { openBenchShop } from './shared/bench-shop.js';
import { printBenchSummary } from './shared/bench-summary.js';
import { waitForCatchUp } from './shared/catch-up.js';
import { type CpuShare, describeCpu, startCpuMeter } from './shared/cpu-meter.js';
import { errorCount, errorsCell, latencyCells, ms, thousands } from './shared/format.js';
import { loadAverage, machineLine } from './shared/machine.js';
import { describeMix, drawKind } from './shared/mix.js';
import { type OpenLoopResult, type PlannedRequest, runOpenLoop, summarize } from './shared/open-loop.js';
import { STACK_LOG_LEVEL } from './shared/shop-stack.js';
import { licencesFor, reportMix } from './telemetry/report-mix.js';

const TARGET_EVENTS_PER_SECOND = 500;
const TARGET_P99_MS = 100;
const RATE = envNumber('BENCH_RATE', TARGET_EVENTS_PER_SECOND, 100);
const SECONDS = envNumber('BENCH_SECONDS', 30, 5);
const WARMUP_SECONDS = envNumber('BENCH_WARMUP_SECONDS', 5, 1);
const CATCH_UP_TIMEOUT_SECONDS = envNumber('BENCH_CATCHUP_TIMEOUT', 120, 30);
const WRITE_MIX = [
  { kind: 'robot report', share: 0.9 },
  { kind: 'trader command', share: 0.1 },
] as const;
// Robots report on licences of their own: an account-number change would make their reports answer
// 403 (the licence is bound to another account), as it would for a real robot. Ten traders at least,
// so two commands seldom meet on one stream.
const COMMANDING_TRADERS = Math.max(10, tradersFor(RATE * WRITE_MIX[1].share * (WARMUP_SECONDS + SECONDS)));
const REPORTING_TRADERS = Math.max(envNumber('BENCH_USERS', 50, 10), licencesFor(RATE * WRITE_MIX[0].share));
const TRADERS = COMMANDING_TRADERS + REPORTING_TRADERS;

function writeMix(reports: () => PlannedRequest, commands: () => PlannedRequest): () => PlannedRequest {
  return () => (drawKind(WRITE_MIX) === 'robot report' ? reports() : commands());
}

interface Measured {
  load: OpenLoopResult;
  events: number;
  seconds: number;
  visibility: Visibility;
  /** Milliseconds between checkpoint samples: the resolution of every lag figure. */
  sampleGap: { p50: number; p99: number };
  cpu: CpuShare[];
}

function report(m: Measured, loadBefore: string, postgres: string): string[] {
  const eventsPerSecond = m.events / m.seconds;
  const { overall } = m.visibility;
  const misses = [
    overall.p99 > TARGET_P99_MS ? `p99 ${ms(overall.p99)} ms > ${TARGET_P99_MS} ms` : '',
    eventsPerSecond < TARGET_EVENTS_PER_SECOND * 0.95
      ? `only ${thousands(eventsPerSecond)} events/s appended (BENCH_RATE ${RATE})`
      : '',
    m.visibility.neverSeen > 0 ? `${m.visibility.neverSeen} events never seen in a read model` : '',
    errorCount(m.load) > 0 ? `${errorCount(m.load)} failed writes` : '',
  ].filter(Boolean);
  const lines = [
    '',
    `P4 projection lag, append → read model visible: target p99 ≤ ${TARGET_P99_MS} ms at ${TARGET_EVENTS_PER_SECOND} events/s`,
    machineLine(postgres),
    `open loop at ${RATE} writes/s through the API for ${SECONDS} s (after ${WARMUP_SECONDS} s warm-up): ${describeMix(WRITE_MIX)};` +
      ` ${TRADERS} traders with a licence and a ticket (${COMMANDING_TRADERS} send the commands, the others' robots report); API log level ${STACK_LOG_LEVEL}; durable PostgreSQL`,
    `${thousands(m.events)} events appended in the window, ${thousands(eventsPerSecond)}/s;` +
      ` writes answered ${thousands(m.load.achievedRate)}/s, p99 ${ms(m.load.latency.p99)} ms, errors ${errorsCell(m.load)}`,
    `checkpoints sampled every ${ms(m.sampleGap.p50)} ms (p99 ${ms(m.sampleGap.p99)} ms): lags are that coarse`,
    '',
    '| read model (projector) | events | p50 ms | p95 ms | p99 ms | max ms |',
    '|---|---|---|---|---|---|',
    `| every projector reading the event's stream | ${overall.count} | ${latencyCells(overall)} |`,
    ...m.visibility.byProjector.map((p) => `| ${p.id} | ${p.latency.count} | ${latencyCells(p.latency)} |`),
    '',
    `CPU cores busy during the window: ${describeCpu(m.cpu)}`,
    `load average before the bench: ${loadBefore}, after ${loadAverage()} (other work on the machine skews every figure)`,
    '',
    ...(m.load.errorSamples.length > 0
      ? ['errors seen:', ...m.load.errorSamples.map((e) => `  ${e}`), '']
      : []),
    `P4: ${misses.length === 0 ? 'met' : `NOT met (${misses.join('; ')})`}`,
    '',
  ];
  process.stdout.write(lines.join('\n'));
  return misses;
}

function gaps(at: readonly number[]) {
  const summary = summarize(at.slice(1).map((value, index) => value - at[index]!));
  return { p50: summary.p50, p99: summary.p99 };
}

await runBench('lag', async (run) => {
  const loadBefore = loadAverage();
  const { database, stack, traders, pids } = await openBenchShop(run, {
    traders: TRADERS,
    tickets: true,
    env: { ACCOUNT_CHANGE_ALLOWANCE: String(ACCOUNT_CHANGE_ALLOWANCE) },
  });
  const writes = writeMix(
    reportMix(traders.slice(COMMANDING_TRADERS).map((trader) => trader.licence)),
    commandMix(traders.slice(0, COMMANDING_TRADERS)),
  );
  if (WARMUP_SECONDS > 0) {
    run.progress(`warm-up: ${RATE} writes/s for ${WARMUP_SECONDS} s`);
    await runOpenLoop({ url: stack.apiUrl, rate: RATE, seconds: WARMUP_SECONDS, next: writes });
    await waitForCatchUp(database.raw, database.pool, CATCH_UP_TIMEOUT_SECONDS);
  }
  run.progress(`measuring: ${RATE} writes/s for ${SECONDS} s, checkpoints sampled meanwhile`);
  const sampler = startCheckpointSampler(
    database.pool,
    allProjectors.map((projector) => projector.id),
  );
  const meter = startCpuMeter(pids);
  const from = wallClockMs();
  const load = await runOpenLoop({ url: stack.apiUrl, rate: RATE, seconds: SECONDS, next: writes });
  const to = wallClockMs();
  const cpu = meter.stop();
  const caughtUp = await waitForCatchUp(database.raw, database.pool, CATCH_UP_TIMEOUT_SECONDS);
  const samples = await sampler.stop();
  if (caughtUp.catchUpSeconds === undefined) run.progress('the projectors did not catch up in time');
  const events = await eventsAppendedBetween(database.pool, from, to);
  const measured: Measured = {
    load,
    events: events.length,
    seconds: (to - from) / 1000,
    visibility: measureVisibility(events, samples, allProjectors),
    sampleGap: gaps(samples.map((sample) => sample.at)),
    cpu,
  };
  const misses = report(measured, loadBefore, database.postgresVersion);
  printBenchSummary({
    id: 'P4',
    what: 'projection lag, append → visible',
    figure: `p99 ${ms(measured.visibility.overall.p99)} ms (p50 ${ms(measured.visibility.overall.p50)}) at ${thousands(measured.events / measured.seconds)} events/s`,
    target: `p99 ≤ ${TARGET_P99_MS} ms at ${TARGET_EVENTS_PER_SECOND} events/s`,
    baseline: '',
    met: misses.length === 0,
    run: `${SECONDS} s at ${RATE} writes/s, ${TRADERS} traders`,
    postgres: database.postgresVersion,
  });
});
