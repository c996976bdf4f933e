// The one machine-readable line a bench prints last, `BENCH {...}`: its figure beside its target,
// which `npm run bench` (scripts/bench-all.ts) collects into one table.
export interface BenchSummary {
  /** The TARGETS.md id: P1 … P7. */
  id: string;
  what: string;
  /** The measured figure, as people read it. */
  figure: string;
  target: string;
  /** The baseline measured in the same run; '' where the target names none. */
  baseline: string;
  met: boolean;
  /** Size of the run: duration, connections, rows seeded. */
  run: string;
  /** PostgreSQL server version, when the bench ran one. */
  postgres?: string;
  /** A table of the parts behind the figure (P3: each route against both baselines), printed under the main table. */
  details?: BenchDetails;
}

export interface BenchDetails {
  columns: string[];
  rows: string[][];
}

const PREFIX = 'BENCH ';

export function printBenchSummary(summary: BenchSummary): void {
  process.stdout.write(`\n${PREFIX}${JSON.stringify(summary)}\n`);
}

/** The summary a line carries, if it is a BENCH line. */
export function parseBenchSummary(line: string): BenchSummary | undefined {
  if (!line.startsWith(PREFIX)) return undefined;
  try {
    const parsed = JSON.parse(line.slice(PREFIX.length)) as BenchSummary;
    return typeof parsed.id === 'string' && typeof parsed.figure === 'string' ? parsed : undefined;
  } catch {
    return undefined;
  }
}
