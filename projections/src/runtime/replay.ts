// Replays a stretch of the log into projectors: one transaction per batch holding the rows and every
// projector's checkpoint, as the live runner does, optionally timing each projector.
import {
  comparePositions,
  type EventStore,
  type GlobalPosition,
  type RecordedEvent,
  START,
} from '@shop/infra';
import type { Kysely } from 'kysely';
import type { ReadModels } from '../db/schema.js';
import { advanceCheckpoint } from './checkpoints.js';
import type { Projector, ReadModelTransaction } from './projector.js';

export const DEFAULT_REPLAY_BATCH = 2_000;

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
  onProgress?: (eventsDone: number) => void;
}

export interface ReplayProfile {
  readSeconds: number;
  /** Checkpoint updates, transaction begin and commit: the batch's time outside the projectors. */
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

export async function replayLog(options: ReplayOptions): Promise<ReplayReport> {
  const { projectors, store, db, batchSize = DEFAULT_REPLAY_BATCH } = options;
  const timer = options.profile ? new ProjectorTimer(projectors) : undefined;
  const started = performance.now();
  let position = options.from ?? START;
  let events = 0;
  for await (const batch of readBatches(store, position, options.until, batchSize, timer)) {
    const batchStarted = performance.now();
    const from = position;
    await db.transaction().execute((trx) => projectBatch(trx, projectors, batch, from, timer));
    timer?.addTransaction(performance.now() - batchStarted);
    position = batch.at(-1)!.position;
    events += batch.length;
    options.onProgress?.(events);
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

/** Every projector writes the batch and moves its checkpoint from `from` to the batch's end, in `trx`. */
export async function projectBatch(
  trx: ReadModelTransaction,
  projectors: readonly Projector[],
  batch: readonly RecordedEvent[],
  from: GlobalPosition,
  timer?: ProjectorTimer,
): Promise<void> {
  const to = batch.at(-1)!.position;
  for (const projector of projectors) {
    const started = performance.now();
    await projector.project(trx, batch);
    timer?.addProjector(projector.id, performance.now() - started);
    await advanceCheckpoint(trx, projector.id, from, to, batch.length);
  }
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
  timer?: ProjectorTimer,
): AsyncGenerator<RecordedEvent[]> {
  let position = from;
  let stalledSince: number | undefined;
  while (!until || comparePositions(position, until) < 0) {
    const started = performance.now();
    const read = await store.readAll(position, { limit: batchSize });
    timer?.addRead(performance.now() - started);
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

const formatAt = (position: GlobalPosition) => `${position.commit}/${position.prepare}`;

/** Milliseconds spent per projector, reading and in transactions, summed over a replay. */
export class ProjectorTimer {
  private readMs = 0;
  private transactionMs = 0;
  private readonly projectorMs = new Map<string, number>();

  constructor(projectors: readonly Projector[]) {
    for (const projector of projectors) this.projectorMs.set(projector.id, 0);
  }

  addRead(ms: number) {
    this.readMs += ms;
  }

  addProjector(id: string, ms: number) {
    this.projectorMs.set(id, (this.projectorMs.get(id) ?? 0) + ms);
    this.transactionMs -= ms;
  }

  addTransaction(ms: number) {
    this.transactionMs += ms;
  }

  result(): ReplayProfile {
    return {
      readSeconds: this.readMs / 1000,
      transactionSeconds: this.transactionMs / 1000,
      projectors: [...this.projectorMs].map(([id, ms]) => ({ id, seconds: ms / 1000 })),
    };
  }
}
