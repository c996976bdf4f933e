// Replays the whole log into emptied read-model tables, reporting events per second.
import { type EventStore, type LeaderLock, tryAcquireLeaderLock } from '@shop/infra';
import { type Kysely, sql } from 'kysely';
import type { ReadModels } from '../db/schema.js';
import { resetCheckpoint } from './checkpoints.js';
import type { Projector } from './projector.js';
import { type ReplayReport, replayLog } from './replay.js';

export interface RebuildOptions {
  projectors: readonly Projector[];
  store: EventStore;
  db: Kysely<ReadModels>;
  databaseUrl: string;
  batchSize?: number;
  /** How long to wait for a projector's lock (a just-killed holder takes a moment to let go). */
  lockTimeoutMs?: number;
  /** Time each projector (see ReplayProfile). */
  profile?: boolean;
  onProgress?: (eventsDone: number) => void;
}

export type RebuildReport = ReplayReport;

export class ProjectorBusyError extends Error {
  override readonly name = 'ProjectorBusyError';
}

/**
 * Holds every projector's leader lock for the whole rebuild, so no live instance writes between
 * the emptying and the replay; a running projections service must be stopped first.
 */
export async function rebuildReadModels(options: RebuildOptions): Promise<RebuildReport> {
  const { projectors, db } = options;
  const locks: LeaderLock[] = [];
  try {
    for (const projector of projectors) {
      locks.push(await acquireWithin(options.databaseUrl, projector.id, options.lockTimeoutMs ?? 10_000));
    }
    await db.transaction().execute(async (trx) => {
      for (const projector of projectors) {
        for (const table of projector.tables) await sql`truncate table ${sql.table(table)}`.execute(trx);
        await resetCheckpoint(trx, projector.id);
      }
    });
    return await replayLog({
      projectors,
      store: options.store,
      db,
      // Safe: a rebuild that breaks, PostgreSQL crash included, is simply run again from the start.
      asyncCommit: true,
      batchSize: options.batchSize,
      profile: options.profile,
      onProgress: options.onProgress,
    });
  } finally {
    await Promise.all(locks.map((lock) => lock.release()));
  }
}

async function acquireWithin(
  databaseUrl: string,
  projectorId: string,
  timeoutMs: number,
): Promise<LeaderLock> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const lock = await tryAcquireLeaderLock(databaseUrl, projectorId);
    if (lock) return lock;
    if (Date.now() >= deadline) {
      throw new ProjectorBusyError(
        `Projector ${projectorId} is running elsewhere: stop the projections service first`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
