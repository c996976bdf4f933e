// The markdown `npm run bench` prints and writes to bench-results/latest.md: one row per target with
// the figure, the target, the baseline measured in the same run and the verdict, then the machine,
// the versions, the load average around the run and the date.
import type { BenchSummary } from '../../bench/shared/bench-summary.js';
import type { Machine } from '../../bench/shared/machine.js';

export interface BenchOutcome {
  id: string;
  npmScript: string;
  /** undefined when the bench broke or printed no figure. */
  summary: BenchSummary | undefined;
  exitCode: number | string;
  seconds: number;
  /** Stopped by Ctrl-C or SIGTERM. */
  interrupted: boolean;
}

export interface RunContext {
  quick: boolean;
  startedAt: Date;
  machine: Machine;
  loadBefore: string;
  loadAfter: string;
}

const cell = (text: string) => (text === '' ? '—' : text.replace(/\|/g, '\\|'));

function row(outcome: BenchOutcome): string {
  const s = outcome.summary;
  if (!s) {
    const why = outcome.interrupted
      ? 'stopped (Ctrl-C)'
      : outcome.exitCode === 0
        ? 'no figure printed'
        : `broke (exit ${outcome.exitCode})`;
    return `| ${outcome.id} | \`npm run ${outcome.npmScript}\` | ${why} | — | — | — | — |`;
  }
  return `| ${s.id} | ${cell(s.what)} | ${cell(s.figure)} | ${cell(s.target)} | ${cell(s.baseline)} | ${s.met ? 'met' : '**not met**'} | ${cell(s.run)} |`;
}

/** The tables of the parts behind some figures (P3's routes against both baselines), one per bench. */
function detailTables(outcomes: readonly BenchOutcome[]): string[] {
  return outcomes.flatMap((outcome) => {
    const details = outcome.summary?.details;
    if (!details || details.rows.length === 0) return [];
    return [
      `${outcome.id} in detail:`,
      '',
      `| ${details.columns.map(cell).join(' | ')} |`,
      `|${details.columns.map(() => '---').join('|')}|`,
      ...details.rows.map((cells) => `| ${cells.map(cell).join(' | ')} |`),
      '',
    ];
  });
}

export function resultsTable(outcomes: readonly BenchOutcome[], context: RunContext): string {
  const postgres = outcomes.find((outcome) => outcome.summary?.postgres)?.summary?.postgres ?? 'not run';
  const { machine } = context;
  return [
    `# Benchmarks: ${context.quick ? 'smoke run (BENCH_QUICK=1, small sizes: not a measurement of the targets)' : 'latest run'}`,
    '',
    '| id | what | figure | target | baseline (same run) | verdict | run |',
    '|---|---|---|---|---|---|---|',
    ...outcomes.map(row),
    '',
    ...detailTables(outcomes),
    `- date: ${context.startedAt.toISOString()} (took ${Math.round(outcomes.reduce((sum, o) => sum + o.seconds, 0))} s)`,
    `- machine: ${machine.cpu}, ${machine.cores} cores, ${machine.ramGb} GB RAM`,
    `- load average (1, 5, 15 min) before: ${context.loadBefore}; after: ${context.loadAfter}`,
    `- Node ${machine.node}; PostgreSQL ${postgres} (embedded, durable defaults)`,
    `- each bench's full report: \`npm run bench\` output, also in bench-results/latest.log`,
    '',
  ].join('\n');
}
