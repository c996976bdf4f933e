// The admin-lists bench's printed report: the seed (sizes, steps, time), one row per measured page
// against the 50 ms p99 target, the CSV export, the machine and its load (other work skews every figure).
import type { CapacityResult } from '../shared/capacity.js';
import { type CpuShare, describeCpu } from '../shared/cpu-meter.js';
import { errorCount, errorsCell, ms, thousands } from '../shared/format.js';
import { loadAverage, machineLine } from '../shared/machine.js';
import { describeExports, type ExportResult } from './csv-export.js';
import type { MeasuredPage } from './list-routes.js';
import type { SeedReport } from './seed.js';
import type { SeedSizes } from './seed-staging.js';

export const TARGET_P99_MS = 50;

export interface PageResult {
  page: MeasuredPage;
  /** The fastest of a few requests sent one at a time, before the load; undefined: none within 2 min. */
  aloneMs: number | undefined;
  /** Reads still running 30 s after the load stopped, cancelled. */
  cancelled: number;
  result: CapacityResult;
  cpu: CpuShare[];
}

/** Within target: answers came back, p99 within 50 ms, no error. */
export const passes = (r: PageResult) =>
  r.result.latency.count > 0 && r.result.latency.p99 <= TARGET_P99_MS && errorCount(r.result) === 0;

const p99Cell = (r: PageResult) =>
  r.result.latency.count > 0 ? ms(r.result.latency.p99) : 'none answered in time';

function seedLines(sizes: SeedSizes, seed: SeedReport): string[] {
  return [
    `seed: ${thousands(sizes.users)} users, ${thousands(sizes.licences)} licences, ${thousands(seed.orders)} orders,` +
      ` ${thousands(seed.events)} events (${thousands(seed.logins)} of them logins) with their audit rows,` +
      ` in ${seed.totalSeconds.toFixed(1)} s of set-based SQL:`,
    ...seed.steps.map((step) => `  - ${step.step}: ${step.seconds.toFixed(1)} s`),
    `shape: every seeded row fills the columns the real path fills, every seeded event has the real one's keys` +
      (seed.unchecked.length > 0
        ? ` (no real example to compare, not checked: ${seed.unchecked.join(', ')})`
        : ''),
    `projectors and reactor groups set to ${seed.head}, the end of the log; the projections service restarted on it`,
  ];
}

function pageRow(r: PageResult): string {
  const { latency } = r.result;
  return `| ${r.page.list} | ${r.page.page} | ${thousands(r.page.total)} | ${r.aloneMs === undefined ? '> 120 s' : ms(r.aloneMs)} | ${thousands(r.result.rate)} | ${latency.count > 0 ? ms(latency.p50) : '—'} | ${p99Cell(r)} | ${errorsCell(r.result)}${r.cancelled > 0 ? `; ${r.cancelled} cancelled after` : ''} | ${passes(r) ? 'PASS' : '**FAIL**'} | ${describeCpu(r.cpu)} |`;
}

export function printReport(options: {
  sizes: SeedSizes;
  seed: SeedReport;
  results: PageResult[];
  /** The export, then the same once more (the verdict is the first's). */
  /** The small export, then the whole one. */
  exported: [ExportResult, ExportResult];
  /** Licences in the read model: what the export should hold. */
  licencesInShop: number;
  settings: string;
  loadBefore: string;
  postgres: string;
}): void {
  const { results } = options;
  const lines = [
    '',
    `P9 admin lists at scale: p99 ≤ ${TARGET_P99_MS} ms per page at 50 connections; a CSV export of every licence with flat API memory`,
    machineLine(options.postgres),
    options.settings,
    ...seedLines(options.sizes, options.seed),
    '',
    '| list | page | rows total | alone ms | req/s | p50 ms | p99 ms | errors | p99 ≤ 50 ms | CPU cores busy |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...results.map(pageRow),
    '',
    ...results.map((r) => `- ${r.page.list} ${r.page.page.split(' ')[0]}: GET ${r.page.path}`).filter(unique),
    '',
    ...describeExports(options.exported[0], options.exported[1], options.licencesInShop),
    '',
    `load average before the bench: ${options.loadBefore}, after ${loadAverage()} (on a 2-core machine other work skews every figure: compare the CPU of "everything else")`,
    `pages within ${TARGET_P99_MS} ms: ${results.filter(passes).length} of ${results.length}. "alone": the fastest of 3 requests sent one at a time before the load;` +
      " between pages the bench waits until PostgreSQL runs none of the last page's queries",
    '',
  ];
  process.stdout.write(lines.join('\n'));
}

function unique(line: string, index: number, all: string[]): boolean {
  return all.indexOf(line) === index;
}
