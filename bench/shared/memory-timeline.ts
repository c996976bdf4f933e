// Memory of each process over a long run, to tell a steady state from growth: samples at a fixed
// interval, then a table of a few evenly spaced samples and the change from the first minute's
// average to the last minute's.

export interface MemorySource {
  name: string;
  /** Memory now, in MB; undefined when it cannot be read. */
  mb(): number | undefined;
}

interface Sample {
  seconds: number;
  values: (number | undefined)[];
}

const ROWS = 11;
const WINDOW_SECONDS = 60;

export function startMemoryTimeline(sources: MemorySource[], everyMs = 5_000) {
  const started = performance.now();
  const samples: Sample[] = [];
  const sample = () =>
    samples.push({
      seconds: (performance.now() - started) / 1000,
      values: sources.map((source) => source.mb()),
    });
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    /** Stops sampling and returns the report's lines. */
    stop(): string[] {
      clearInterval(timer);
      sample();
      return report(sources, samples);
    },
  };
}

function mean(values: (number | undefined)[]): number | undefined {
  const known = values.filter((value): value is number => value !== undefined);
  return known.length === 0 ? undefined : known.reduce((sum, value) => sum + value, 0) / known.length;
}

const mb = (value: number | undefined) => (value === undefined ? 'n/a' : String(Math.round(value)));

function report(sources: MemorySource[], samples: Sample[]): string[] {
  const duration = samples.at(-1)!.seconds;
  const window = Math.min(WINDOW_SECONDS, duration / 4);
  const first = samples.filter((s) => s.seconds <= window);
  const last = samples.filter((s) => s.seconds >= duration - window);
  const shown = Array.from(
    new Set(Array.from({ length: ROWS }, (_, i) => Math.round((i * (samples.length - 1)) / (ROWS - 1)))),
  ).map((index) => samples[index]!);
  const growth = sources.map((_, column) => {
    const before = mean(first.map((s) => s.values[column]));
    const after = mean(last.map((s) => s.values[column]));
    if (before === undefined || after === undefined) return 'n/a';
    const change = after - before;
    return `${change >= 0 ? '+' : ''}${Math.round(change)} (${((100 * change) / before).toFixed(1)} %)`;
  });
  return [
    `memory during the measured run (MB: RSS of the Node processes, PSS of PostgreSQL's), sampled every ${
      samples.length > 1 ? Math.round((duration / (samples.length - 1)) * 10) / 10 : 0
    } s; growth = mean of the last ${Math.round(window)} s minus mean of the first ${Math.round(window)} s`,
    '',
    `| s | ${sources.map((source) => source.name).join(' | ')} |`,
    `|---|${sources.map(() => '---').join('|')}|`,
    ...shown.map((s) => `| ${Math.round(s.seconds)} | ${s.values.map(mb).join(' | ')} |`),
    `| growth | ${growth.join(' | ')} |`,
  ];
}
