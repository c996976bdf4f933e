// A replay in lanes side by side, each lane a group of projectors with its own chain of transactions:
// a lane commits its batches in order, each with its projectors' checkpoints, while the other lanes
// work on the same or the next batch, so Node folds one lane's batch while PostgreSQL writes another's.
import type { GlobalPosition, RecordedEvent } from '@shop/infra';
import type { Kysely } from 'kysely';
import type { ReadModels } from '../db/schema.js';
import { commitWithoutFlush } from './checkpoints.js';
import { projectBatch } from './project-batch.js';
import type { Projector } from './projector.js';
import type { ProjectorTimer } from './projector-timer.js';

export interface LaneOptions {
  /** `synchronous_commit = off` in these transactions (see ReplayOptions.asyncCommit). */
  asyncCommit?: boolean;
  timer?: ProjectorTimer;
  /** Batches handed out and not yet committed by every projector, at most. */
  maxBatchesAhead: number;
  /** Called in log order once every projector has committed a batch. */
  onBatchDone: (batch: readonly RecordedEvent[]) => void;
}

export class ReplayLanes {
  private readonly tails: Promise<void>[];
  private readonly inFlight: Promise<void>[] = [];

  constructor(
    private readonly db: Kysely<ReadModels>,
    /** Each lane's projectors, which share its transactions. */
    private readonly lanes: readonly (readonly Projector[])[],
    private readonly options: LaneOptions,
  ) {
    this.tails = lanes.map(() => Promise.resolve());
  }

  /** Queues the batch on every lane; waits while too many batches are still being written. */
  async add(batch: readonly RecordedEvent[], from: GlobalPosition): Promise<void> {
    this.lanes.forEach((projectors, lane) => {
      this.tails[lane] = this.tails[lane]!.then(() => this.commit(projectors, batch, from));
    });
    const done = Promise.all(this.tails).then(() => this.options.onBatchDone(batch));
    // Handled here; a failure is thrown by whoever awaits it (add or finish).
    done.catch(() => {});
    this.inFlight.push(done);
    while (this.inFlight.length > this.options.maxBatchesAhead) await this.settleOldest();
  }

  /** Waits until every lane has committed everything; throws the first failure. */
  async finish(): Promise<void> {
    while (this.inFlight.length > 0) await this.settleOldest();
  }

  /** After a failure: lets the transactions still running end, so nothing writes once the replay has returned. */
  async abandon(): Promise<void> {
    await Promise.allSettled(this.tails);
  }

  private async settleOldest() {
    await this.inFlight.shift();
  }

  private async commit(
    projectors: readonly Projector[],
    batch: readonly RecordedEvent[],
    from: GlobalPosition,
  ) {
    const started = performance.now();
    await this.db.transaction().execute(async (trx) => {
      if (this.options.asyncCommit) await commitWithoutFlush(trx);
      await projectBatch(trx, projectors, batch, from, this.options.timer);
    });
    this.options.timer?.addTransaction(performance.now() - started);
  }
}
