// Replays a stretch of the log into projectors in large batches: each batch's rows commit with the
// projectors' checkpoints, as the live runner does, in two lanes side by side (replay-lanes.ts), while
// the next batch is read; optionally timing each projector.
import {
  comparePositions,
  type EventStore,
  type GlobalPosition,
  type RecordedEvent,
  START,
} from '@shop/infra';
import type { Kysely } from 'kysely';
import type { ReadModels } from '../db/schema.js';
import type { Projector } from './projector.js';
import { ProjectorTimer } from './projector-timer.js';
import { ReplayLanes } from './replay-lanes.js';

/** Large batches: the set-based projectors write a batch with a few statements whatever its size. */
export const DEFAULT_REPLAY_BATCH = 10_000;

export interface ReplayOptions {
  projectors: readonly Projector[];
  store: EventStore;
  db: Kysely<ReadModels>;
  /** Exclusive; every projector's checkpoint must stand there. Default: the start of the log. */
  from?: GlobalPosition;
  /** Inclusive last position to replay; default: whatever the log holds. */
  until?: GlobalPosition;
  batchSize?: number;
  /** Time each projector, the reads and the commits (a few clock reads per batch). */
  profile?: boolean;
  /**
   * Commit without waiting for the WAL flush (`synchronous_commit = off`, these transactions only):
   * for replays that are simply redone if they break. A crash of PostgreSQL may lose the last
   * commits, but each batch's rows and checkpoints are lost together, never one without the other.
   */
  asyncCommit?: boolean;
  onProgress?: (eventsDone: number) => void;
}

/** Projectors run side by side, so their times overlap: together they exceed the replay's duration. */
export interface ReplayProfile {
  /** Time spent waiting for the log: reading it ahead, while projecting, is not counted. */
  readSeconds: number;
  /** Checkpoint updates, transaction begin and commit: the transactions' time outside the projectors. */
  transactionSeconds: number;
  projectors: { id: string; seconds: number }[];
}

export interface ReplayReport {
  events: number;
  seconds: number;
  eventsPerSecond: number;
  batchSize: number;
  /** Where the replay stopped (the last event replayed). */
  position: GlobalPosition;
  profile?: ReplayProfile;
}

/** Batches read but not yet committed by every projector, at most: bounds the memory a replay holds. */
const BATCHES_AHEAD = 2;

export async function replayLog(options: ReplayOptions): Promise<ReplayReport> {
  const { projectors, store, db, batchSize = DEFAULT_REPLAY_BATCH } = options;
  const timer = options.profile ? new ProjectorTimer(projectors) : undefined;
  const started = performance.now();
  let events = 0;
  const lanes = new ReplayLanes(db, lanesOf(projectors), {
    asyncCommit: options.asyncCommit,
    timer,
    maxBatchesAhead: BATCHES_AHEAD,
    onBatchDone: (batch) => {
      events += batch.length;
      options.onProgress?.(events);
    },
  });
  let position = options.from ?? START;
  const batches = readAhead(readBatches(store, position, options.until, batchSize));
  try {
    for (;;) {
      const waitStarted = performance.now();
      const next = await batches.next();
      timer?.addRead(performance.now() - waitStarted);
      if (next.done) break;
      await lanes.add(next.value, position);
      position = next.value.at(-1)!.position;
    }
    await lanes.finish();
  } catch (error) {
    await lanes.abandon();
    throw error;
  } finally {
    await batches.return(undefined);
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    events,
    seconds,
    eventsPerSecond: seconds > 0 ? events / seconds : 0,
    batchSize,
    position,
    profile: timer?.result(),
  };
}

/**
 * A projector that takes only some streams (robot telemetry: most of the log, written in bulk) gets a
 * lane of its own; the others share one, so a batch costs two transactions rather than one per projector.
 */
function lanesOf(projectors: readonly Projector[]): Projector[][] {
  const ownLane = (projector: Projector) =>
    projector.filter !== undefined && 'streamPrefixes' in projector.filter;
  const shared = projectors.filter((projector) => !ownLane(projector));
  const lanes = projectors.filter(ownLane).map((projector) => [projector]);
  return shared.length > 0 ? [shared, ...lanes] : lanes;
}

const STALL_TIMEOUT_MS = 30_000;

/**
 * The log after `from` in batches, up to `until` when given. Events below `until` that are not yet
 * readable (an older transaction still appending) are waited for, up to 30 s.
 */
export async function* readBatches(
  store: EventStore,
  from: GlobalPosition,
  until: GlobalPosition | undefined,
  batchSize: number,
): AsyncGenerator<RecordedEvent[]> {
  let position = from;
  let stalledSince: number | undefined;
  while (!until || comparePositions(position, until) < 0) {
    const read = await store.readAll(position, { limit: batchSize });
    const batch = until ? read.filter((event) => comparePositions(event.position, until) <= 0) : read;
    if (batch.length === 0) {
      if (!until || read.length > 0) return;
      stalledSince ??= Date.now();
      if (Date.now() - stalledSince > STALL_TIMEOUT_MS) {
        throw new Error(`The log stays unreadable after ${formatAt(position)} (an append never commits?)`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      continue;
    }
    stalledSince = undefined;
    position = batch.at(-1)!.position;
    yield batch;
  }
}

/** The source's items, asking for the next one as soon as one is handed out (one read in flight). */
async function* readAhead<T>(source: AsyncGenerator<T>): AsyncGenerator<T> {
  const ask = () => {
    const promise = source.next();
    // Handled from the start, so a read failing while a batch is written is not an unhandled
    // rejection: it is thrown where the replay awaits it.
    promise.catch(() => {});
    return promise;
  };
  let next = ask();
  for (;;) {
    const result = await next;
    if (result.done) return;
    next = ask();
    yield result.value;
  }
}

const formatAt = (position: GlobalPosition) => `${position.commit}/${position.prepare}`;
