// Watches the projectors' checkpoints as fast as PostgreSQL answers (one query in flight, a short
// pause between): each sample is what every projector had committed when its answer arrived.
import { type GlobalPosition, type Pool, parsePosition } from '@shop/infra';

export interface CheckpointSample {
  /** Wall-clock milliseconds (sub-millisecond precision) when the answer arrived. */
  at: number;
  positions: ReadonlyMap<string, GlobalPosition>;
}

export const wallClockMs = () => performance.timeOrigin + performance.now();

export function startCheckpointSampler(pool: Pool, projectorIds: readonly string[], pauseMs = 2) {
  const samples: CheckpointSample[] = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const { rows } = await pool.query<{ projector_id: string; position: string }>(
        'select projector_id, position from projection_checkpoints where projector_id = any($1)',
        [projectorIds],
      );
      samples.push({
        at: wallClockMs(),
        positions: new Map(rows.map((row) => [row.projector_id, parsePosition(row.position)!])),
      });
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  })();
  return {
    async stop(): Promise<CheckpointSample[]> {
      stopped = true;
      await loop;
      return samples;
    },
  };
}
