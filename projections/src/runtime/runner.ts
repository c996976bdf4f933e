// Keeps one projector up to date: wins its leader lock (or stands by), catches up from its
// checkpoint, then follows the live log; each batch and its checkpoint commit together.
import type { EventStore, GlobalPosition, Logger, RecordedEvent } from '@shop/infra';
import type { Kysely } from 'kysely';
import type { ReadModels } from '../db/schema.js';
import { advanceCheckpoint, commitWithoutFlush, loadCheckpoint } from './checkpoints.js';
import { type LeaderLock, tryAcquireLeaderLock } from './leader-lock.js';
import type { Projector } from './projector.js';

export type RunnerState = 'starting' | 'standby' | 'running' | 'retrying' | 'stopped';

export interface RunnerOptions {
  projector: Projector;
  store: EventStore;
  db: Kysely<ReadModels>;
  /** For the leader-lock connection. */
  databaseUrl: string;
  logger: Logger;
  batchSize?: number;
  /** Pause before trying again after an error, or between lock attempts on standby. */
  retryDelayMs?: number;
}

export class ProjectorRunner {
  private state: RunnerState = 'starting';
  private position: GlobalPosition | undefined;
  private lastError: string | undefined;
  private stopping = false;
  private wakeFromSleep: (() => void) | undefined;
  private stopCurrent: (() => Promise<void>) | undefined;
  private loop: Promise<void> | undefined;

  constructor(private readonly options: RunnerOptions) {}

  get id(): string {
    return this.options.projector.id;
  }

  status() {
    return { id: this.id, state: this.state, position: this.position, lastError: this.lastError };
  }

  start(): void {
    this.loop ??= this.run();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wakeFromSleep?.();
    await this.stopCurrent?.();
    await this.loop;
    this.state = 'stopped';
  }

  private async run(): Promise<void> {
    const { logger } = this.options;
    while (!this.stopping) {
      let lock: LeaderLock | undefined;
      try {
        lock = await tryAcquireLeaderLock(this.options.databaseUrl, this.id);
        if (!lock) {
          this.state = 'standby';
          await this.sleep();
          continue;
        }
        await this.follow(lock);
      } catch (error) {
        if (this.stopping) break;
        this.state = 'retrying';
        this.lastError = error instanceof Error ? error.message : String(error);
        logger.error({ err: error, projector: this.id }, 'projector failed; retrying');
        await this.sleep();
      } finally {
        await lock?.release();
      }
    }
  }

  /** Runs the subscription until it fails, the lock is lost, or we are stopped. */
  private async follow(lock: LeaderLock): Promise<void> {
    const { store, db, projector, batchSize = 500 } = this.options;
    let position = await loadCheckpoint(db, this.id);
    this.position = position;
    this.state = 'running';
    this.lastError = undefined;
    const subscription = store.subscribeAll(
      position,
      async (events: RecordedEvent[]) => {
        const to = events.at(-1)!.position;
        await db.transaction().execute(async (trx) => {
          await commitWithoutFlush(trx);
          await projector.project(trx, events);
          await advanceCheckpoint(trx, this.id, position, to, events.length);
        });
        position = to;
        this.position = to;
      },
      {
        batchSize,
        filter: projector.filter,
        // Past events the filter skipped: only the checkpoint moves, so lag and restarts stay honest.
        onProgress: async (to) => {
          await db.transaction().execute(async (trx) => {
            await commitWithoutFlush(trx);
            await advanceCheckpoint(trx, this.id, position, to, 0);
          });
          position = to;
          this.position = to;
        },
      },
    );
    this.stopCurrent = () => subscription.stop();
    // stop() may have run while we were loading the checkpoint, before there was anything to stop.
    if (this.stopping) await subscription.stop();
    const lockLost = lock.lost.then(() => {
      throw new Error(`Leader lock of ${this.id} lost`);
    });
    lockLost.catch(() => {});
    try {
      await Promise.race([subscription.done, lockLost]);
    } finally {
      this.stopCurrent = undefined;
      await subscription.stop();
    }
  }

  private sleep(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, this.options.retryDelayMs ?? 2_000);
      this.wakeFromSleep = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}
