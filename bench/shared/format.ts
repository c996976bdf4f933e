// Formatting shared by the benches' reports: milliseconds, thousands, error counts by status.
import type { CapacityResult } from './capacity.js';
import type { LatencySummary } from './open-loop.js';

export const ms = (value: number) => value.toFixed(1);
export const thousands = (value: number) => Math.round(value).toLocaleString('en-GB');

/** `p50 | p95 | p99 | max` cells of a markdown row. */
export const latencyCells = (l: LatencySummary) =>
  `${ms(l.p50)} | ${ms(l.p95)} | ${ms(l.p99)} | ${ms(l.max)}`;

/** What both load generators (capacity.ts, open-loop.ts) count of failures. */
export type Failures = Pick<CapacityResult, 'non2xx' | 'socketErrors' | 'statuses'>;

export const errorCount = (r: Failures) => r.non2xx + r.socketErrors;

/** `0`, or `12 (429: 10, 503: 2)` with socket errors named. */
export function errorsCell(r: Failures): string {
  const byStatus = Object.entries(r.statuses)
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, count]) => `${code}: ${count}`);
  if (r.socketErrors > 0) byStatus.push(`socket: ${r.socketErrors}`);
  return byStatus.length === 0 ? String(errorCount(r)) : `${errorCount(r)} (${byStatus.join(', ')})`;
}
