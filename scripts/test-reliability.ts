// `npm run test:reliability`: the reliability checks of TARGETS.md at their full sizes, one file after
// another so each figure is measured alone, then one summary table of the figure lines they print.
// Sizes already in the environment win, e.g. `R7_COMMANDS=500 npm run test:reliability`.
import { existsSync } from 'node:fs';
import type { UserConsoleLog } from 'vitest';
import type { Reporter, TestModule } from 'vitest/node';
import { startVitest } from 'vitest/node';

interface Target {
  id: string;
  files: string[];
  /** The full sizes TARGETS.md names. */
  env: Record<string, string>;
}

const TARGETS: Target[] = [
  {
    id: 'R1',
    files: ['projections/test/kill-recovery.test.ts'],
    env: { R1_EVENTS: '100000', R1_KILLS: '20' },
  },
  {
    id: 'R3',
    files: ['command-api/test/discounts.test.ts', 'command-api/test/payments.test.ts'],
    env: { R3_REDEMPTIONS: '200' },
  },
  { id: 'R4', files: ['command-api/test/payments.test.ts'], env: { R4_ORDERS: '50' } },
  { id: 'R6', files: ['command-api/test/security/fuzz.test.ts'], env: { R6_REQUESTS: '10000' } },
  { id: 'R7', files: ['command-api/test/postgres-restart.test.ts'], env: { R7_COMMANDS: '2000' } },
];

/** Keeps every console line that starts with a target id (`R7: …`), in order. */
class FigureCollector implements Reporter {
  readonly figures: string[] = [];
  modules: ReadonlyArray<TestModule> = [];

  onUserConsoleLog(log: UserConsoleLog): void {
    for (const line of log.content.split('\n')) if (/^R\d+:/.test(line)) this.figures.push(line.trim());
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    this.modules = modules;
  }
}

function outcomeOf(target: Target, modules: ReadonlyArray<TestModule>): string {
  const missing = target.files.filter((file) => !existsSync(file));
  if (missing.length > 0) return `missing ${missing.join(', ')}`;
  const mine = modules.filter((module) => target.files.some((file) => module.moduleId.endsWith(file)));
  const failed = mine.filter((module) => !module.ok()).length;
  if (mine.length < target.files.length) return 'not run';
  return failed === 0 ? 'passed' : `failed (${failed} file${failed > 1 ? 's' : ''})`;
}

/** Figure lines of the target; a target whose tests print none is told by its tests' names. */
function figuresOf(target: Target, collector: FigureCollector): string[] {
  const printed = collector.figures.filter((line) => line.startsWith(`${target.id}:`));
  if (printed.length > 0) return printed;
  return collector.modules
    .filter((module) => target.files.some((file) => module.moduleId.endsWith(file)))
    .flatMap((module) => [...module.children.allTests()])
    .map((test) => test.name)
    .filter((name) => name.startsWith(`${target.id}:`));
}

function printSummary(collector: FigureCollector): boolean {
  const rows = TARGETS.map((target) => ({ target, outcome: outcomeOf(target, collector.modules) }));
  const lines = ['', 'Reliability targets (TARGETS.md), full sizes:', ''];
  const width = Math.max(...rows.map((row) => row.outcome.length));
  for (const { target, outcome } of rows) {
    const sizes = Object.entries(target.env)
      .map(([name]) => `${name}=${process.env[name]}`)
      .join(' ');
    lines.push(`${target.id}  ${outcome.padEnd(width)}  ${sizes}`);
    for (const figure of figuresOf(target, collector)) lines.push(`      ${figure}`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);
  return rows.every((row) => row.outcome === 'passed');
}

for (const target of TARGETS) {
  for (const [name, value] of Object.entries(target.env)) process.env[name] ??= value;
}
const files = [...new Set(TARGETS.flatMap((target) => target.files))].filter((file) => existsSync(file));
const collector = new FigureCollector();
const vitest = await startVitest('test', files, {
  run: true,
  watch: false,
  project: 'node',
  fileParallelism: false,
  reporters: ['verbose', collector],
});
await vitest.close();
process.exitCode = printSummary(collector) ? 0 : 1;
