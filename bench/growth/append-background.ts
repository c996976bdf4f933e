// What PostgreSQL wrote besides the appends while the growth bench measured them, so that a size whose
// append p99 grew says what was beside it: the WAL between the first and last append read back with
// pg_walinspect (its full-page images are what a larger log can add: pages first touched since the
// last checkpoint), the checkpoints begun, and the tables a vacuum was seen working on.
import type { Pool } from '@shop/infra';

export interface BackgroundWork {
  walKbPerAppend: number;
  /** The part of walKbPerAppend that is full-page images. */
  fullPageKbPerAppend: number;
  /** The kinds of WAL record that took the most meanwhile, e.g. `Btree/INSERT_LEAF 61 % (fpi 80 %)`. */
  walBy: string[];
  /** Checkpoints begun while the appends ran. */
  checkpoints: number;
  /** Tables a vacuum (auto or not) was seen working on, sampled every 200 ms. */
  vacuumed: string[];
}

interface Counters {
  lsn: string;
  checkpoints: number;
}

interface WalStats {
  record: string;
  combined_size: string;
  fpi_size: string;
}

async function counters(pool: Pool): Promise<Counters> {
  const { rows } = await pool.query<Counters>(
    `select pg_current_wal_insert_lsn()::text as lsn,
            (select num_timed + num_requested from pg_stat_checkpointer)::float8 as checkpoints`,
  );
  return rows[0]!;
}

const percent = (part: number, whole: number) => `${whole === 0 ? 0 : Math.round((100 * part) / whole)} %`;

/** Runs `appends` (which says how many it made) and reports the background work beside them. */
export async function withBackgroundWork<T extends { count: number }>(
  pool: Pool,
  appends: () => Promise<T>,
): Promise<T & { background: BackgroundWork }> {
  await pool.query('create extension if not exists pg_walinspect');
  const vacuumed = new Set<string>();
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const { rows } = await pool.query<{ relation: string }>(
        `select coalesce(c.relname, p.relid::text) as relation from pg_stat_progress_vacuum p
           left join pg_class c on c.oid = p.relid`,
      );
      for (const row of rows) vacuumed.add(row.relation);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  const before = await counters(pool);
  const result = await appends();
  const after = await counters(pool);
  sampling = false;
  await sampler;
  const { rows } = await pool.query<WalStats>(
    `select "resource_manager/record_type" as record, combined_size::text, fpi_size::text
       from pg_get_wal_stats($1::pg_lsn, $2::pg_lsn, true) where count > 0`,
    [before.lsn, after.lsn],
  );
  const total = rows.reduce((sum, row) => sum + Number(row.combined_size), 0);
  const fullPages = rows.reduce((sum, row) => sum + Number(row.fpi_size), 0);
  const count = Math.max(result.count, 1);
  return {
    ...result,
    background: {
      walKbPerAppend: total / 1024 / count,
      fullPageKbPerAppend: fullPages / 1024 / count,
      walBy: rows
        .sort((a, b) => Number(b.combined_size) - Number(a.combined_size))
        .slice(0, 3)
        .map(
          (row) =>
            `${row.record} ${percent(Number(row.combined_size), total)} (fpi ${percent(Number(row.fpi_size), Number(row.combined_size))})`,
        ),
      checkpoints: after.checkpoints - before.checkpoints,
      vacuumed: [...vacuumed].sort(),
    },
  };
}
