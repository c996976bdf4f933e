// What PostgreSQL did while a long telemetry run went on, window by window beside its latency: the
// checkpoints completed (pg_stat_checkpointer) and the buffers they wrote, the WAL written
// (pg_stat_wal), the autovacuum and autoanalyze runs on the bench's tables, and the size of the
// events table with its indexes. Cumulative counters sampled at each window's end; the report shows
// the differences, so a slow window can be matched with a checkpoint or a vacuum.
import type { Pool } from '@shop/infra';
import type { LatencySummary } from '../shared/open-loop.js';

interface Counters {
  at: number;
  checkpoints: number;
  buffersWritten: number;
  walBytes: number;
  autovacuums: number;
  autoanalyzes: number;
  eventsBytes: number;
}

async function readCounters(pool: Pool): Promise<Counters> {
  const { rows } = await pool.query<Record<keyof Omit<Counters, 'at'>, string>>(
    `select (select num_timed + num_requested from pg_stat_checkpointer) as checkpoints,
            (select buffers_written from pg_stat_checkpointer) as "buffersWritten",
            (select wal_bytes from pg_stat_wal) as "walBytes",
            (select coalesce(sum(autovacuum_count), 0) from pg_stat_user_tables) as autovacuums,
            (select coalesce(sum(autoanalyze_count), 0) from pg_stat_user_tables) as autoanalyzes,
            pg_total_relation_size('events') as "eventsBytes"`,
  );
  const row = rows[0]!;
  return {
    at: performance.now(),
    checkpoints: Number(row.checkpoints),
    buffersWritten: Number(row.buffersWritten),
    walBytes: Number(row.walBytes),
    autovacuums: Number(row.autovacuums),
    autoanalyzes: Number(row.autoanalyzes),
    eventsBytes: Number(row.eventsBytes),
  };
}

/** Samples every `windowSeconds` from now on; `stop` returns the report's lines beside `byWindow`. */
export async function startPostgresActivity(pool: Pool, windowSeconds: number) {
  const samples = [await readCounters(pool)];
  let reading = Promise.resolve();
  const timer = setInterval(() => {
    reading = reading.then(async () => {
      samples.push(await readCounters(pool).catch(() => samples.at(-1)!));
    });
  }, windowSeconds * 1000);
  return {
    async stop(byWindow: readonly LatencySummary[]): Promise<string[]> {
      clearInterval(timer);
      await reading;
      // The last window ends with the run, before its timer would have fired.
      if (samples.length <= byWindow.length) samples.push(await readCounters(pool));
      const rows = byWindow.map((latency, index) => {
        const from = samples[index];
        const to = samples[index + 1];
        const delta = (key: keyof Omit<Counters, 'at'>) => (from && to ? String(to[key] - from[key]) : '');
        const mb = (value: string) => (value === '' ? '' : (Number(value) / 1_048_576).toFixed(0));
        return `| ${index * windowSeconds}–${(index + 1) * windowSeconds} | ${latency.count} | ${latency.p50.toFixed(1)} | ${latency.p99.toFixed(1)} | ${latency.max.toFixed(1)} | ${delta('checkpoints')} | ${delta('buffersWritten')} | ${mb(delta('walBytes'))} | ${delta('autovacuums')} / ${delta('autoanalyzes')} | ${to ? (to.eventsBytes / 1_048_576).toFixed(0) : ''} |`;
      });
      return [
        `Latency and PostgreSQL's work per ${windowSeconds} s window (by due time; counters read at each window's end):`,
        '',
        '| seconds | answers | p50 ms | p99 ms | max ms | checkpoints | buffers written by checkpoints | WAL MB | autovacuum / autoanalyze runs | events table with indexes MB |',
        '|---|---|---|---|---|---|---|---|---|---|',
        ...rows,
        '',
      ];
    },
  };
}

/** The median window p99 of the run's first and last fifth: growth over the run shows as a rise. */
export function firstAndLastP99(byWindow: readonly LatencySummary[]): string {
  const fifth = Math.max(1, Math.floor(byWindow.length / 5));
  const medianP99 = (windows: readonly LatencySummary[]) => {
    const sorted = windows.map((w) => w.p99).sort((a, b) => a - b);
    return (sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(1);
  };
  return `median window p99: first fifth of the run ${medianP99(byWindow.slice(0, fifth))} ms, last fifth ${medianP99(byWindow.slice(-fifth))} ms`;
}
