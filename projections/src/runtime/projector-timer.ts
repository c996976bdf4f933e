// Where a replay's time went: per projector, waiting for the log, and in transactions around them.
import type { Projector } from './projector.js';
import type { ReplayProfile } from './replay.js';

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
