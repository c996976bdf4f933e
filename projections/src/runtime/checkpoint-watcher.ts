// Read-your-writes waits, shared: however many requests wait for read models, one loop reads the
// checkpoints (one query in flight, a short pause between) and wakes each waiter once its projector
// has got there. A query per waiter every few milliseconds would cost PostgreSQL more than the commands.
import { comparePositions, type GlobalPosition, parsePosition } from '@shop/infra';
import type { Kysely } from 'kysely';
import type { ReadModels } from '../db/schema.js';

interface Waiter {
  projectorId: string;
  position: GlobalPosition;
  deadline: number;
  /** Only a read that started after the waiter arrived may answer it. */
  firstRead: number;
  resolve(reached: boolean): void;
}

export class CheckpointWatcher {
  private readonly waiters = new Set<Waiter>();
  private readsStarted = 0;
  private looping = false;

  constructor(
    private readonly db: Kysely<ReadModels>,
    private readonly pauseMs = 2,
  ) {}

  /** True once the projector's rows include the event at `position`; false after `timeoutMs`. */
  waitFor(projectorId: string, position: GlobalPosition, timeoutMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      this.waiters.add({
        projectorId,
        position,
        deadline: Date.now() + timeoutMs,
        firstRead: this.readsStarted + 1,
        resolve,
      });
      if (!this.looping) void this.loop();
    });
  }

  private async loop(): Promise<void> {
    this.looping = true;
    try {
      while (this.waiters.size > 0) {
        const read = ++this.readsStarted;
        const reached = await this.readCheckpoints().catch(() => undefined);
        const now = Date.now();
        for (const waiter of this.waiters) {
          const at = reached?.get(waiter.projectorId);
          if (read >= waiter.firstRead && at && comparePositions(at, waiter.position) >= 0) {
            this.settle(waiter, true);
          } else if (now >= waiter.deadline) {
            this.settle(waiter, false);
          }
        }
        if (this.waiters.size > 0) await new Promise((resolve) => setTimeout(resolve, this.pauseMs));
      }
    } finally {
      this.looping = false;
    }
  }

  private settle(waiter: Waiter, reached: boolean): void {
    this.waiters.delete(waiter);
    waiter.resolve(reached);
  }

  private async readCheckpoints(): Promise<Map<string, GlobalPosition>> {
    const rows = await this.db
      .selectFrom('projection_checkpoints')
      .select(['projector_id', 'position'])
      .execute();
    const positions = new Map<string, GlobalPosition>();
    for (const row of rows) {
      const position = parsePosition(row.position);
      if (position) positions.set(row.projector_id, position);
    }
    return positions;
  }
}
