// Between two measurements: autocannon stops at its deadline, but the queries it left behind still run
// in PostgreSQL and would weigh on the next page's figures. Waits until none of this database's other
// sessions runs a statement; and times one request alone, as a reader with the machine to itself would.
import type { Pool } from '@shop/infra';
import { waitFor } from '../shared/wait.js';

const ACTIVE_SQL = `select count(*) as active from pg_stat_activity
  where datname = current_database() and pid <> pg_backend_pid() and state = 'active'`;

export function waitForIdleDatabase(pool: Pool, timeoutMs = 180_000): Promise<true> {
  return waitFor('the queries of the last measurement to end', timeoutMs, async () => {
    const { rows } = await pool.query<{ active: string }>(ACTIVE_SQL);
    return Number(rows[0]!.active) === 0 ? true : undefined;
  });
}

/** The fastest of `tries` sequential requests, in ms: the page's cost with nothing else in flight. */
export async function aloneMs(url: string, headers: Record<string, string>, tries = 3): Promise<number> {
  let best = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < tries; attempt += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    best = Math.min(best, performance.now() - started);
  }
  return best;
}
