// The growth bench's table: one row per size of the log, each figure beside its ratio to the first
// size's (P10: within 1.5× of the 1M figures at 5M and 10M), and the BENCH line's summary.
import type { BenchDetails } from '../shared/bench-summary.js';
import { errorCount, ms, thousands } from '../shared/format.js';
import type { BackgroundWork } from './append-background.js';
import type { AppendLatency } from './append-latency.js';
import type { LagSample } from './lag-sample.js';
import type { ListPage } from './list-page.js';

export interface GrowthStep {
  events: number;
  generationSeconds: number;
  rebuild: { events: number; seconds: number; eventsPerSecond: number };
  /** Appends right after the rebuild and catch-up, with what PostgreSQL did beside them. */
  appends: MeasuredAppends;
  /** Appends again once a vacuum of the whole database and a checkpoint have run. */
  settledAppends: MeasuredAppends;
  lag: LagSample;
  pages: ListPage[];
  /**
   * One run of the robot-live retention under the robots' load (ten minutes more of the log expired):
   * its time, the events it removed, the lag meanwhile; and `walk`, the run before it, alone: the walk
   * of what was written since the previous size, up to a day ago.
   */
  retention: { ms: number; expired: number; lag: LagSample; walk: { ms: number; expired: number } };
  databaseMb: number;
  load: string;
}

export type MeasuredAppends = AppendLatency & { background: BackgroundWork };

export const TARGET_GROWTH = 1.5;

/** The worst page's p99 (first or last). */
const pageP99 = (step: GrowthStep) => Math.max(...step.pages.map((page) => page.loaded.latency.p99));

/** Each figure of `step` over the first step's: > 1 is worse (for rebuild, slower). */
export function growthRatios(first: GrowthStep, step: GrowthStep) {
  return {
    append: step.appends.latency.p99 / first.appends.latency.p99,
    settledAppend: step.settledAppends.latency.p99 / first.settledAppends.latency.p99,
    lag: step.lag.visibility.overall.p99 / first.lag.visibility.overall.p99,
    page: pageP99(step) / pageP99(first),
    rebuild: first.rebuild.eventsPerSecond / step.rebuild.eventsPerSecond,
  };
}

const times = (ratio: number) => `${ratio.toFixed(2)}×`;

export function growthDetails(steps: readonly GrowthStep[]): BenchDetails {
  const first = steps[0]!;
  return {
    columns: [
      'events in the log',
      'append p99 ms (p50)',
      'settled append p99 ms (p50)',
      'P4 lag p99 ms (p50)',
      'licence page p99 ms (alone ms)',
      'rebuild events/s',
      'retention delete ms (lag p99 meanwhile)',
      'vs first size (append, settled append, lag, page, rebuild)',
    ],
    rows: steps.map((step) => {
      const r = growthRatios(first, step);
      const pages = step.pages
        .map((page) => `p.${page.page} ${ms(page.loaded.latency.p99)} (${ms(page.aloneMs)})`)
        .join(', ');
      return [
        thousands(step.events),
        `${ms(step.appends.latency.p99)} (${ms(step.appends.latency.p50)})`,
        `${ms(step.settledAppends.latency.p99)} (${ms(step.settledAppends.latency.p50)})`,
        `${ms(step.lag.visibility.overall.p99)} (${ms(step.lag.visibility.overall.p50)})`,
        pages,
        thousands(step.rebuild.eventsPerSecond),
        `${ms(step.retention.ms)} (${ms(step.retention.lag.visibility.overall.p99)})`,
        step === first ? '—' : [r.append, r.settledAppend, r.lag, r.page, r.rebuild].map(times).join(', '),
      ];
    }),
  };
}

/** One size's row of the appends' table: each measurement with what PostgreSQL did beside it. */
export function appendsRow(step: GrowthStep): string {
  const cells = (appends: MeasuredAppends) => {
    const b = appends.background;
    return `${thousands(appends.appendsPerSecond)} | ${ms(appends.latency.p50)} / ${ms(appends.latency.p99)} | ${b.walKbPerAppend.toFixed(1)} (${b.fullPageKbPerAppend.toFixed(1)}) | ${b.walBy.join(', ')} | ${b.checkpoints} | ${b.vacuumed.join(', ') || '—'}`;
  };
  return `| ${thousands(step.events)} | ${cells(step.appends)} | ${cells(step.settledAppends)} |`;
}

/** One size's row of the report's table. */
export function growthRow(step: GrowthStep): string {
  const pages = step.pages
    .map(
      (page) =>
        `page ${page.page} of ${thousands(page.total)} licences: ${ms(page.loaded.latency.p99)}, ${thousands(page.loaded.rate)}/s, ${ms(page.aloneMs)}` +
        (errorCount(page.loaded) > 0 ? ` (${errorCount(page.loaded)} errors)` : ''),
    )
    .join('; ');
  return `| ${thousands(step.events)} | ${step.generationSeconds.toFixed(0)} | ${thousands(step.appends.appendsPerSecond)} | ${ms(step.appends.latency.p50)} | ${ms(step.appends.latency.p99)} | ${ms(step.lag.visibility.overall.p50)} | ${ms(step.lag.visibility.overall.p99)} | ${thousands(step.lag.load.achievedRate)} (${errorCount(step.lag.load)}) | ${pages} | ${step.rebuild.seconds.toFixed(1)} | ${thousands(step.rebuild.eventsPerSecond)} | ${ms(step.retention.ms)} (${thousands(step.retention.expired)}), ${ms(step.retention.lag.visibility.overall.p99)} | ${thousands(step.retention.walk.ms)} (${thousands(step.retention.walk.expired)}) | ${thousands(step.databaseMb)} | ${step.load} |`;
}

export function growthReport(steps: readonly GrowthStep[], header: string[]): string[] {
  const first = steps[0]!;
  const lines = [
    '',
    ...header,
    '',
    '| events in the log | generated in s | append/s | append p50 ms | append p99 ms | P4 lag p50 ms | P4 lag p99 ms | reports/s (errors) | licence pages: p99 ms at 50 connections, req/s, alone ms | rebuild s | rebuild events/s | retention delete ms (events removed), lag p99 ms meanwhile | retention walk since the last size, ms (events removed) | database MB | load average |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...steps.map(growthRow),
    '',
    'Appends right after the rebuild, then again after `vacuum` and `checkpoint`; WAL per append with its full-page images, read back with pg_walinspect:',
    '',
    '| events in the log | append/s | p50 / p99 ms | WAL kB per append (full pages) | WAL by | checkpoints | vacuums seen | settled: append/s | p50 / p99 ms | WAL kB per append (full pages) | WAL by | checkpoints | vacuums seen |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...steps.map(appendsRow),
    '',
    ...steps.slice(1).map((step) => {
      const r = growthRatios(first, step);
      return `at ${thousands(step.events)} against ${thousands(first.events)}: append p99 ${times(r.append)} (settled ${times(r.settledAppend)}), lag p99 ${times(r.lag)}, licence page p99 ${times(r.page)}, rebuild ${times(r.rebuild)} slower`;
    }),
    '',
  ];
  return lines;
}

/** Figures that grew more than TARGET_GROWTH from the first size to a later one. */
export function growthMisses(steps: readonly GrowthStep[]): string[] {
  const first = steps[0]!;
  return steps.slice(1).flatMap((step) => {
    const r = growthRatios(first, step);
    return Object.entries(r)
      .filter(([, ratio]) => ratio > TARGET_GROWTH)
      .map(([name, ratio]) => `${name} ${times(ratio)} at ${thousands(step.events)}`);
  });
}
