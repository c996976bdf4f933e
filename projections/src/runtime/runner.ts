// Keeps a group of projectors up to date: wins their leader locks (or stands by), catches up from
// their checkpoints, then follows the live log. One subscription feeds them all, and each batch is one
// transaction: every projector writes its rows and every checkpoint moves, or nothing commits. A
// projector that fails on its own sits out for a while and tries again; the others go on without it.
import {
  comparePositions,
  type EventFilter,
  type EventStore,
  type GlobalPosition,
  type LeaderLock,
  type Logger,
  matchesFilter,
  type RecordedEvent,
  tryAcquireLeaderLocks,
} from '@shop/infra';
import type { Kysely } from 'kysely';
import type { ReadModels } from '../db/schema.js';
import { announceChanges } from './change-notices.js';
import {
  advanceCheckpoints,
  type CheckpointMove,
  commitWithoutFlush,
  loadCheckpoint,
} from './checkpoints.js';
import { GATHER_DEFAULTS, gatherDelayMs } from './gather.js';
import type { Projector, ReadModelTransaction } from './projector.js';

export type RunnerState = 'starting' | 'standby' | 'running' | 'retrying' | 'stopped';

export interface RunnerOptions {
  projectors: readonly Projector[];
  store: EventStore;
  db: Kysely<ReadModels>;
  /** For the leader-lock connection. */
  databaseUrl: string;
  logger: Logger;
  batchSize?: number;
  /** Pause before trying again after an error, or between lock attempts on standby. */
  retryDelayMs?: number;
  /** Pause after a batch smaller than `batchSize` before reading on (runtime/gather.ts; 0 turns gathering off). */
  gatherMs?: number;
}

export interface ProjectorStatus {
  id: string;
  state: RunnerState;
  position: GlobalPosition | undefined;
  lastError: string | undefined;
}

/** A projector and its checkpoint: how far its rows go. */
interface Member {
  projector: Projector;
  position: GlobalPosition;
  /** While it sits out after failing: when it tries again, and why it failed. */
  failed?: { retryAt: number; error: string };
}

/** A projector's own `project` threw: its batch is rolled back, and the group can go on without it. */
class ProjectorFailure extends Error {
  override readonly name = 'ProjectorFailure';
  constructor(
    readonly projectorId: string,
    cause: unknown,
  ) {
    super(`${projectorId}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/** The leader lock's connection ended: another instance may take over; this one stands by. */
class LeaderLockLost extends Error {
  override readonly name = 'LeaderLockLost';
}

export class ProjectorRunner {
  private state: RunnerState = 'starting';
  private members: Member[] = [];
  private lastError: string | undefined;
  private stopping = false;
  private wakeFromSleep: (() => void) | undefined;
  private stopCurrent: (() => Promise<void>) | undefined;
  private loop: Promise<void> | undefined;
  private readonly batchSize: number;

  constructor(private readonly options: RunnerOptions) {
    if (options.projectors.length === 0) throw new Error('A projector runner needs projectors');
    this.batchSize = options.batchSize ?? 500;
  }

  private get ids(): string[] {
    return this.options.projectors.map((projector) => projector.id);
  }

  /** How log lines name the group, e.g. "the projectors users, orders". */
  private get names(): string {
    return `the projector${this.ids.length === 1 ? '' : 's'} ${this.ids.join(', ')}`;
  }

  /** One entry per projector. */
  status(): ProjectorStatus[] {
    return this.options.projectors.map((projector) => {
      const member = this.members.find((one) => one.projector === projector);
      return {
        id: projector.id,
        state: member?.failed && this.state === 'running' ? 'retrying' : this.state,
        position: member?.position,
        lastError: member?.failed?.error ?? this.lastError,
      };
    });
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
        lock = await tryAcquireLeaderLocks(this.options.databaseUrl, this.ids);
        // The database answered: whatever failed before is over.
        this.lastError = undefined;
        if (!lock) {
          if (this.state !== 'standby')
            logger.info({ projectors: this.ids }, `standing by for ${this.names}`);
          this.state = 'standby';
          await this.sleep();
          continue;
        }
        if (this.state === 'standby') logger.info({ projectors: this.ids }, `took over ${this.names}`);
        await this.follow(lock);
      } catch (error) {
        if (this.stopping) break;
        if (error instanceof LeaderLockLost) {
          this.state = 'standby';
          logger.warn({ projectors: this.ids }, `lost the leader lock of ${this.names}, standing by`);
          await this.sleep();
          continue;
        }
        this.state = 'retrying';
        this.lastError = error instanceof Error ? error.message : String(error);
        logger.error({ err: error, projectors: this.ids }, 'projector failed; retrying');
        await this.sleep();
      } finally {
        await lock?.release();
      }
    }
  }

  /** Runs the subscription until it fails, the lock is lost, or we are stopped. */
  private async follow(lock: LeaderLock): Promise<void> {
    const { projectors, logger, retryDelayMs = 2_000 } = this.options;
    this.members = [];
    for (const projector of projectors) {
      this.members.push({ projector, position: await loadCheckpoint(this.options.db, projector.id) });
    }
    this.state = 'running';
    this.lastError = undefined;
    const lockLost = lock.lost.then(() => {
      throw new LeaderLockLost(`Leader lock of ${this.ids.join(', ')} lost`);
    });
    lockLost.catch(() => {});
    while (!this.stopping) {
      try {
        await Promise.race([this.followActive(), lockLost]);
      } catch (error) {
        if (!(error instanceof ProjectorFailure) || this.members.length === 1) {
          await this.stopCurrent?.();
          throw error;
        }
        const member = this.members.find((one) => one.projector.id === error.projectorId)!;
        member.failed = { retryAt: Date.now() + retryDelayMs, error: error.message };
        logger.error(
          { err: error.cause, projector: member.projector.id },
          'projector failed; the others go on',
        );
      }
    }
  }

  /**
   * Follows the log with the projectors that are not sitting out, until one of them fails, the next of
   * those sitting out may try again, or we are stopped.
   */
  private async followActive(): Promise<void> {
    const now = Date.now();
    for (const member of this.members) {
      if (member.failed && member.failed.retryAt <= now) member.failed = undefined;
    }
    const active = this.members.filter((member) => !member.failed);
    const nextRetry = Math.min(...this.members.map((member) => member.failed?.retryAt ?? Infinity));
    if (active.length === 0) {
      await this.sleep(nextRetry - now);
      return;
    }
    const from = active
      .map((member) => member.position)
      .reduce((earliest, position) => (comparePositions(position, earliest) < 0 ? position : earliest));
    const subscription = this.options.store.subscribeAll(
      from,
      (events) => this.projectAndGather(active, events),
      {
        batchSize: this.batchSize,
        filter: commonFilter(active.map((member) => member.projector)),
        // Past events the filter skipped: only the checkpoints move, so lag and restarts stay honest.
        onProgress: (to) => this.projectBatch(active, [], to),
      },
    );
    this.stopCurrent = () => subscription.stop();
    // stop() may have run before there was anything to stop.
    if (this.stopping) await subscription.stop();
    const retry = Number.isFinite(nextRetry)
      ? setTimeout(() => void subscription.stop(), nextRetry - now)
      : undefined;
    try {
      await subscription.done;
    } finally {
      clearTimeout(retry);
      this.stopCurrent = undefined;
      await subscription.stop();
    }
  }

  private async projectAndGather(active: readonly Member[], events: readonly RecordedEvent[]): Promise<void> {
    await this.projectBatch(active, events);
    const pause = gatherDelayMs(events.length, {
      ...GATHER_DEFAULTS,
      batchSize: this.batchSize,
      gatherMs: this.options.gatherMs ?? GATHER_DEFAULTS.gatherMs,
    });
    if (pause > 0 && !this.stopping) await new Promise((resolve) => setTimeout(resolve, pause));
  }

  /** Each projector takes the events it has not seen and that it reads; every checkpoint moves to `to`. */
  private async projectBatch(
    active: readonly Member[],
    events: readonly RecordedEvent[],
    to: GlobalPosition = events.at(-1)!.position,
  ): Promise<void> {
    const moves: CheckpointMove[] = [];
    await this.options.db.transaction().execute(async (trx) => {
      await commitWithoutFlush(trx);
      for (const member of active) {
        if (comparePositions(member.position, to) >= 0) continue;
        const { filter } = member.projector;
        const unseen = events.filter(
          (event) =>
            comparePositions(event.position, member.position) > 0 &&
            (!filter || matchesFilter(event.streamId, filter)),
        );
        if (unseen.length > 0) await this.projectOne(member.projector, trx, unseen);
        moves.push({
          projectorId: member.projector.id,
          from: member.position,
          to,
          eventCount: unseen.length,
        });
      }
      await advanceCheckpoints(trx, moves);
      // Only the read models this batch wrote to; a batch of checkpoint moves alone announces nothing.
      await announceChanges(
        trx,
        moves.filter((move) => move.eventCount > 0).map((move) => move.projectorId),
      );
    });
    for (const member of active) {
      if (comparePositions(member.position, to) < 0) member.position = to;
    }
  }

  private async projectOne(
    projector: Projector,
    trx: ReadModelTransaction,
    events: readonly RecordedEvent[],
  ): Promise<void> {
    try {
      await projector.project(trx, events);
    } catch (error) {
      throw new ProjectorFailure(projector.id, error);
    }
  }

  private sleep(ms = this.options.retryDelayMs ?? 2_000): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wakeFromSleep = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}

/** The streams every projector of the group reads, when they all read the same ones. */
function commonFilter(projectors: readonly Projector[]): EventFilter | undefined {
  const [first, ...others] = projectors.map((projector) => JSON.stringify(projector.filter ?? null));
  return others.every((other) => other === first) ? projectors[0]!.filter : undefined;
}
