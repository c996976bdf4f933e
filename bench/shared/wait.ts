// Waiting for the read models: poll until a probe answers, or until a table holds enough rows.
import type { Pool } from '@shop/infra';

export async function waitFor<T>(
  what: string,
  timeoutMs: number,
  probe: () => Promise<T | undefined>,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Until `select count(*)` of the query's rows reaches `expected`. */
export function waitForRows(
  pool: Pool,
  what: string,
  countSql: string,
  expected: number,
  timeoutMs = 120_000,
) {
  return waitFor(what, timeoutMs, async () => {
    const { rows } = await pool.query<{ count: string }>(countSql);
    return Number(rows[0]!.count) >= expected ? true : undefined;
  });
}
