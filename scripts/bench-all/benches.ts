// The benches `npm run bench` runs, in TARGETS.md order: each one's entry point, the sizes that make
// it a smoke run under BENCH_QUICK=1 when it does not read BENCH_QUICK itself, and how to read its
// figure when it prints no BENCH line.
import type { BenchSummary } from '../../bench/shared/bench-summary.js';
import { parseRebuildReport } from './rebuild-report.js';

export interface BenchEntry {
  id: string;
  /** What the npm script is called, for people reading the table. */
  npmScript: string;
  entry: string;
  quickEnv: Record<string, string>;
  /** Runs only when named (`npm run bench -- P10`): too long for every run. */
  onlyWhenNamed?: boolean;
  /** For a bench that prints no BENCH line: its figure from its ordinary output. */
  parse?: (output: string) => BenchSummary | undefined;
}

export const BENCHES: readonly BenchEntry[] = [
  {
    id: 'P1',
    npmScript: 'bench:eventstore',
    entry: 'bench/eventstore-append.ts',
    quickEnv: { BENCH_SECONDS: '2' },
  },
  { id: 'P2', npmScript: 'bench:commands', entry: 'bench/commands.ts', quickEnv: {} },
  { id: 'P3', npmScript: 'bench:reads', entry: 'bench/reads.ts', quickEnv: {} },
  { id: 'P4', npmScript: 'bench:lag', entry: 'bench/projection-lag.ts', quickEnv: {} },
  {
    id: 'P5',
    npmScript: 'bench:rebuild',
    entry: 'bench/rebuild.ts',
    quickEnv: { BENCH_EVENTS: '20000' },
    parse: parseRebuildReport,
  },
  { id: 'P6', npmScript: 'bench:telemetry', entry: 'bench/telemetry.ts', quickEnv: {} },
  { id: 'P7', npmScript: 'bench:web', entry: 'scripts/bench-web.ts', quickEnv: {} },
  { id: 'P9', npmScript: 'bench:admin', entry: 'bench/admin-lists.ts', quickEnv: {} },
  { id: 'P10', npmScript: 'bench:growth', entry: 'bench/growth.ts', quickEnv: {}, onlyWhenNamed: true },
];
