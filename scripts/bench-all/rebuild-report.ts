// Reads P5's figure from the table bench:rebuild prints (bench/rebuild.ts), whose header is
// `| events | seconds | events/s | target | met | …`; undefined when the table is not there.
import type { BenchSummary } from '../../bench/shared/bench-summary.js';

const HEADER = '| events | seconds | events/s | target | met |';

export function parseRebuildReport(output: string): BenchSummary | undefined {
  const lines = output.split('\n');
  const header = lines.findIndex((line) => line.startsWith(HEADER));
  const row = header >= 0 ? lines[header + 2] : undefined;
  if (!row) return undefined;
  const [events, seconds, perSecond, target, met] = row
    .split('|')
    .slice(1)
    .map((cell) => cell.trim());
  if (!events || !perSecond || !target || !met) return undefined;
  return {
    id: 'P5',
    what: 'full rebuild of every read model',
    figure: `${perSecond} events/s over ${events} events (${seconds} s)`,
    target: `${target} events/s over 1,000,000 events`,
    baseline: '',
    met: met === 'met',
    run: `${events} generated events`,
  };
}
