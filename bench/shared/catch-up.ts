// How far the projectors are behind the log: events the slowest has still to read, and how long
// until every projector has read up to the head as it was when asked.
import {
  comparePositions,
  type GlobalPosition,
  type Pool,
  type PostgresEventStore,
  parsePosition,
} from '@shop/infra';

export interface CatchUp {
  eventsBehind: number;
  /** undefined when they did not catch up within the timeout. */
  catchUpSeconds: number | undefined;
}

async function checkpoints(pool: Pool): Promise<GlobalPosition[]> {
  const { rows } = await pool.query<{ position: string }>('select position from projection_checkpoints');
  return rows.map((row) => parsePosition(row.position)!);
}

export async function waitForCatchUp(
  store: PostgresEventStore,
  pool: Pool,
  timeoutSeconds: number,
): Promise<CatchUp> {
  const started = performance.now();
  const head = await store.headPosition();
  const behind = await Promise.all((await checkpoints(pool)).map((cp) => store.countAfter(cp, 100_000_000)));
  const eventsBehind = Math.max(0, ...behind);
  const deadline = started + timeoutSeconds * 1000;
  while (performance.now() < deadline) {
    const all = await checkpoints(pool);
    if (all.every((cp) => comparePositions(cp, head) >= 0)) {
      return { eventsBehind, catchUpSeconds: (performance.now() - started) / 1000 };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { eventsBehind, catchUpSeconds: undefined };
}
