// How long the runner waits after projecting a batch before reading on. After a full batch, not at all
// (there is more to read). After a smaller one, a short pause, so that under load the next batch holds
// several events in one transaction rather than one each; and after a busy batch (many events, but
// not a full one: a steady stream such as the robots' reports) a longer one, since each transaction
// costs PostgreSQL a dozen statements however few events it carries. An event after a quiet spell is
// projected at once; one in a burst at most `gatherMs` later, or `busyGatherMs` under heavy load.

export interface GatherOptions {
  batchSize: number;
  /** 0 turns gathering off, after busy batches too. */
  gatherMs: number;
  busyGatherMs: number;
  /** A batch of at least this many events counts as busy. */
  busyBatch: number;
}

export const GATHER_DEFAULTS = { gatherMs: 5, busyGatherMs: 20, busyBatch: 20 } as const;

export function gatherDelayMs(eventsInBatch: number, options: GatherOptions): number {
  if (eventsInBatch >= options.batchSize || options.gatherMs === 0) return 0;
  return eventsInBatch >= options.busyBatch ? options.busyGatherMs : options.gatherMs;
}
