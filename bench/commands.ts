// P2: commands over HTTP. The API and the projections service run as production runs them (their
// own processes) on an embedded PostgreSQL with durable defaults; traders with sessions, licences
// and open tickets are seeded; then autocannon sends the command mix (ticket messages, account-number
// changes, each as the owner) as fast as answers come back on 50 connections: (a) the most commands/s
// sustained. Then (b) the latency at half that rate, offered open loop (shared/open-loop.ts: each
// request timed from when it was due, so a stall is not hidden as autocannon's overallRate would hide
// it by sending less, and timed per kind). Reports, does not assert: exit 0 whatever the figures, 1 if
// it breaks.
import { ACCOUNT_CHANGE_ALLOWANCE, COMMAND_MIX, commandMix, tradersFor } from './commands/command-mix.js';
import { envNumber } from './shared/bench-env.js';
import { runBench } from './shared/bench-run.js';
import { openBenchShop } from './shared/bench-shop.js';
import { printBenchSummary } from './shared/bench-summary.js';
import { type CapacityResult, measureCapacity } from './shared/capacity.js';
import { type CpuShare, describeCpu, startCpuMeter } from './shared/cpu-meter.js';
import { errorCount, errorsCell, latencyCells, ms, thousands } from './shared/format.js';
import { loadAverage, machineLine } from './shared/machine.js';
import { describeMix } from './shared/mix.js';
import { type OpenLoopResult, runOpenLoop } from './shared/open-loop.js';
import { STACK_LOG_LEVEL } from './shared/shop-stack.js';

const TARGET_RATE = 1_000;
const TARGET_P99_MS = 25;
const CONNECTIONS = envNumber('BENCH_CONNECTIONS', 50);
const WARMUP_SECONDS = envNumber('BENCH_WARMUP_SECONDS', 5, 1);
const CAPACITY_SECONDS = envNumber('BENCH_CAPACITY_SECONDS', 20, 4);
const SECONDS = envNumber('BENCH_SECONDS', 30, 4);
/** The most commands/s the seeded traders are sized for: faster, the per-user limits would start to refuse. */
const CEILING_RATE = envNumber('BENCH_CEILING_RATE', 1_500, 400);
// Several traders per connection, so two commands seldom meet on one stream.
const TRADERS = Math.max(
  envNumber('BENCH_USERS', 200, 100),
  tradersFor(CEILING_RATE * (WARMUP_SECONDS + CAPACITY_SECONDS) + (CEILING_RATE / 2) * SECONDS),
);

interface Measured {
  capacity: CapacityResult;
  capacityCpu: CpuShare[];
  halfRate: number;
  half: OpenLoopResult;
  halfCpu: CpuShare[];
}

function row(
  name: string,
  offered: string,
  achieved: number,
  r: CapacityResult | OpenLoopResult,
  cpu: CpuShare[],
) {
  return `| ${name} | ${offered} | ${thousands(achieved)} | ${latencyCells(r.latency)} | ${errorsCell(r)} | ${describeCpu(cpu)} |`;
}

function report(m: Measured, loadBefore: string, postgres: string) {
  const misses = [
    m.capacity.rate < TARGET_RATE
      ? `${thousands(m.capacity.rate)} commands/s < ${thousands(TARGET_RATE)}`
      : '',
    m.half.latency.p99 > TARGET_P99_MS ? `p99 ${ms(m.half.latency.p99)} ms > ${TARGET_P99_MS} ms` : '',
    errorCount(m.capacity) + errorCount(m.half) > 0
      ? `${errorCount(m.capacity) + errorCount(m.half)} failed commands`
      : '',
    m.capacity.rate > CEILING_RATE ? `faster than BENCH_CEILING_RATE ${CEILING_RATE}: seed more traders` : '',
  ].filter(Boolean);
  const lines = [
    '',
    `P2 commands over HTTP: target ≥ ${thousands(TARGET_RATE)} commands/s sustained, p99 ≤ ${TARGET_P99_MS} ms at half that rate`,
    machineLine(postgres),
    `mix ${describeMix(COMMAND_MIX)}; ${TRADERS} traders (one licence and one open ticket each), every command` +
      ` as the owner with a session; (a) autocannon, ${CONNECTIONS} connections, after ${WARMUP_SECONDS} s of warm-up;` +
      ` (b) open loop, latency from each request's due time;` +
      ` API log level ${STACK_LOG_LEVEL}; durable PostgreSQL`,
    '',
    '| run | offered/s | achieved 2xx/s | p50 ms | p95 ms | p99 ms | max ms | errors | CPU cores busy |',
    '|---|---|---|---|---|---|---|---|---|',
    row(
      `(a) capacity, autocannon (${CAPACITY_SECONDS} s)`,
      'as fast as answered',
      m.capacity.rate,
      m.capacity,
      m.capacityCpu,
    ),
    row(
      `(b) half the capacity, open loop (${SECONDS} s)`,
      thousands(m.halfRate),
      m.half.achievedRate,
      m.half,
      m.halfCpu,
    ),
    '',
    '| (b) by command | count | p50 ms | p95 ms | p99 ms | max ms |',
    '|---|---|---|---|---|---|',
    ...Object.entries(m.half.byKind).map(([kind, l]) => `| ${kind} | ${l.count} | ${latencyCells(l)} |`),
    '',
    ...(m.half.errorSamples.length > 0
      ? ['errors seen:', ...m.half.errorSamples.map((e) => `  ${e}`), '']
      : []),
    `load average before the bench: ${loadBefore}, after ${loadAverage()} (other work on the machine skews every figure)`,
    '',
    `P2: ${misses.length === 0 ? 'met' : `NOT met (${misses.join('; ')})`}`,
    '',
  ];
  process.stdout.write(lines.join('\n'));
  printBenchSummary({
    id: 'P2',
    what: 'commands over HTTP',
    figure: `${thousands(m.capacity.rate)} commands/s; p99 ${ms(m.half.latency.p99)} ms at ${thousands(m.halfRate)}/s`,
    target: `≥ ${thousands(TARGET_RATE)}/s; p99 ≤ ${TARGET_P99_MS} ms at half`,
    baseline: '',
    met: misses.length === 0,
    run: `${CAPACITY_SECONDS} s + ${SECONDS} s, ${CONNECTIONS} connections, ${TRADERS} traders`,
    postgres,
  });
}

await runBench('commands', async (run) => {
  const loadBefore = loadAverage();
  const { database, stack, traders, pids } = await openBenchShop(run, {
    traders: TRADERS,
    tickets: true,
    env: { ACCOUNT_CHANGE_ALLOWANCE: String(ACCOUNT_CHANGE_ALLOWANCE) },
  });
  const mix = commandMix(traders);
  const load = (seconds: number) =>
    measureCapacity({ url: stack.apiUrl, seconds, connections: CONNECTIONS, next: mix });
  if (WARMUP_SECONDS > 0) {
    run.progress(`warm-up: ${WARMUP_SECONDS} s as fast as answered`);
    await load(WARMUP_SECONDS);
  }
  run.progress(`(a) capacity: ${CAPACITY_SECONDS} s as fast as answered, ${CONNECTIONS} connections`);
  let meter = startCpuMeter(pids);
  const capacity = await load(CAPACITY_SECONDS);
  const capacityCpu = meter.stop();
  const halfRate = Math.max(1, Math.round(capacity.rate / 2));
  run.progress(`(b) latency: ${halfRate} commands/s for ${SECONDS} s`);
  meter = startCpuMeter(pids);
  const half = await runOpenLoop({ url: stack.apiUrl, rate: halfRate, seconds: SECONDS, next: mix });
  const halfCpu = meter.stop();
  report({ capacity, capacityCpu, halfRate, half, halfCpu }, loadBefore, database.postgresVersion);
});
