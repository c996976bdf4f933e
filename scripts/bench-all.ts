// `npm run bench`: the performance benches of TARGETS.md (P1–P9; P10 only when named) one after
// another, each as its own process, then one table of their figures against the targets (from the `BENCH {...}` line each
// prints last), printed and written to bench-results/latest.md with the machine, versions, load and
// date; every bench's output goes to bench-results/latest.log too. `npm run bench -- P2 P3` runs a
// subset; BENCH_QUICK=1 runs each at its smoke size. Exit 0 whatever the figures, 1 if a bench broke.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseBenchSummary } from '../bench/shared/bench-summary.js';
import { describeMachine, loadAverage } from '../bench/shared/machine.js';
import { BENCHES, type BenchEntry } from './bench-all/benches.js';
import { type BenchOutcome, resultsTable } from './bench-all/results-table.js';
import { runChild } from './bench-all/run-child.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const resultsDir = join(root, 'bench-results');
const quick = process.env.BENCH_QUICK === '1';

function chosenBenches(args: readonly string[]): BenchEntry[] {
  const wanted = args.map((arg) => arg.toUpperCase());
  const unknown = wanted.filter((id) => !BENCHES.some((bench) => bench.id === id));
  if (unknown.length > 0) {
    throw new Error(`Unknown bench ${unknown.join(', ')}: choose from ${BENCHES.map((b) => b.id).join(' ')}`);
  }
  return wanted.length === 0
    ? BENCHES.filter((bench) => !bench.onlyWhenNamed)
    : BENCHES.filter((bench) => wanted.includes(bench.id));
}

async function runOne(bench: BenchEntry): Promise<{ outcome: BenchOutcome; output: string }> {
  process.stdout.write(`\n=== ${bench.id}: npm run ${bench.npmScript}${quick ? ' (BENCH_QUICK=1)' : ''}\n`);
  const env = quick ? { ...bench.quickEnv, ...process.env, BENCH_QUICK: '1' } : process.env;
  const child = await runChild(bench.entry, root, env);
  const printed = child.stdout.split('\n').map(parseBenchSummary).findLast(Boolean);
  const summary = child.exitCode === 0 ? (printed ?? bench.parse?.(child.stdout)) : undefined;
  return {
    outcome: {
      id: bench.id,
      npmScript: bench.npmScript,
      summary,
      exitCode: child.exitCode,
      seconds: child.seconds,
      interrupted: child.interrupted,
    },
    output: `=== ${bench.id} (exit ${child.exitCode}, ${child.seconds.toFixed(0)} s)\n${child.stdout}`,
  };
}

const benches = chosenBenches(process.argv.slice(2));
const startedAt = new Date();
const loadBefore = loadAverage();
const outcomes: BenchOutcome[] = [];
const outputs: string[] = [];
for (const bench of benches) {
  const { outcome, output } = await runOne(bench);
  outcomes.push(outcome);
  outputs.push(output);
  if (outcome.interrupted) break;
}
const table = resultsTable(outcomes, {
  quick,
  startedAt,
  machine: describeMachine(),
  loadBefore,
  loadAfter: loadAverage(),
});
await mkdir(resultsDir, { recursive: true });
await writeFile(join(resultsDir, 'latest.md'), table);
await writeFile(join(resultsDir, 'latest.log'), outputs.join('\n'));
process.stdout.write(`\n${table}\nWritten to bench-results/latest.md\n`);
process.exitCode = outcomes.every((outcome) => outcome.summary !== undefined) ? 0 : 1;
