// From the events appended in a window and the checkpoint samples taken meanwhile: how long each
// event took from its append (the transaction's start, `recorded_at`) until every projector that
// reads its stream had committed it, i.e. until every read model showing it could show it.
import { comparePositions, type GlobalPosition, matchesFilter, type Pool } from '@shop/infra';
import type { Projector } from '@shop/projections';
import { type LatencySummary, summarize } from '../shared/open-loop.js';
import type { CheckpointSample } from './checkpoint-sampler.js';

export interface AppendedEvent {
  position: GlobalPosition;
  streamId: string;
  /** Wall-clock milliseconds of recorded_at. */
  at: number;
}

export async function eventsAppendedBetween(
  pool: Pool,
  fromMs: number,
  toMs: number,
): Promise<AppendedEvent[]> {
  const { rows } = await pool.query<{ commit: string; prepare: string; stream_id: string; at: number }>(
    `select transaction_id::text as commit, global_position::text as prepare, stream_id,
            (extract(epoch from recorded_at) * 1000)::float8 as at
       from events
      where recorded_at >= to_timestamp($1::float8 / 1000) and recorded_at < to_timestamp($2::float8 / 1000)`,
    [fromMs, toMs],
  );
  return rows.map((row) => ({
    position: { commit: BigInt(row.commit), prepare: BigInt(row.prepare) },
    streamId: row.stream_id,
    at: row.at,
  }));
}

/** Time of the first sample in which `projectorId` had reached `position`; undefined if none did. */
function reachedAt(samples: readonly CheckpointSample[], projectorId: string, position: GlobalPosition) {
  const reached = (sample: CheckpointSample) => {
    const checkpoint = sample.positions.get(projectorId);
    return checkpoint !== undefined && comparePositions(checkpoint, position) >= 0;
  };
  // Checkpoints only move forward: the first sample that has reached it is found by bisection.
  let low = 0;
  let high = samples.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (reached(samples[middle]!)) high = middle;
    else low = middle + 1;
  }
  return samples[low]?.at;
}

export interface Visibility {
  /** Until every projector that reads the event's stream had it. */
  overall: LatencySummary;
  byProjector: { id: string; latency: LatencySummary }[];
  /** Events no sample saw visible (the sampler stopped first). */
  neverSeen: number;
}

export function measureVisibility(
  events: readonly AppendedEvent[],
  samples: readonly CheckpointSample[],
  projectors: readonly Projector[],
): Visibility {
  const overall: number[] = [];
  const byProjector = new Map(projectors.map((projector) => [projector.id, [] as number[]]));
  let neverSeen = 0;
  for (const event of events) {
    const readers = projectors.filter((p) => !p.filter || matchesFilter(event.streamId, p.filter));
    const seen = readers.map((projector) => reachedAt(samples, projector.id, event.position));
    if (seen.some((at) => at === undefined)) {
      neverSeen += 1;
      continue;
    }
    readers.forEach((projector, index) => {
      byProjector.get(projector.id)!.push(seen[index]! - event.at);
    });
    overall.push(Math.max(...(seen as number[])) - event.at);
  }
  return {
    overall: summarize(overall),
    byProjector: [...byProjector].map(([id, latencies]) => ({ id, latency: summarize(latencies) })),
    neverSeen,
  };
}
