// Between two measurements: autocannon stops at its deadline, but the queries it left behind still run
// in PostgreSQL and would weigh on the next page's figures. Waits until none of this database's other
// sessions runs a statement (cancelling, after a while, the list reads still running for clients long
// gone); and times one request alone, as a reader with the machine to itself would see it.
import type { Pool } from '@shop/infra';

const ACTIVE = `datname = current_database() and pid <> pg_backend_pid() and state = 'active'`;
const LEFT_BEHIND = `${ACTIVE} and backend_type = 'client backend' and query ilike 'select%'`;
const PATIENCE_MS = 30_000;

/** Resolves with how many left-over reads it had to cancel. */
export async function waitForIdleDatabase(pool: Pool): Promise<number> {
  const deadline = Date.now() + PATIENCE_MS;
  let cancelled = 0;
  for (;;) {
    const { rows } = await pool.query<{ active: string }>(
      `select count(*) as active from pg_stat_activity where ${ACTIVE}`,
    );
    if (Number(rows[0]!.active) === 0) return cancelled;
    if (Date.now() > deadline) {
      const result = await pool.query(
        `select pg_cancel_backend(pid) from pg_stat_activity where ${LEFT_BEHIND}`,
      );
      cancelled += result.rowCount ?? 0;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const ALONE_TIMEOUT_MS = 120_000;
/** Past this, one try is enough. */
const SLOW_MS = 5_000;

/**
 * Sequential requests, a few while they are quick: the page's cost with nothing else in flight, in ms;
 * undefined when one gets no answer within two minutes.
 */
export async function aloneMs(url: string, headers: Record<string, string>, tries = 3) {
  let best = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < tries && (attempt === 0 || best < SLOW_MS); attempt += 1) {
    const started = performance.now();
    try {
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(ALONE_TIMEOUT_MS) });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') return undefined;
      throw error;
    }
    best = Math.min(best, performance.now() - started);
  }
  return best;
}
