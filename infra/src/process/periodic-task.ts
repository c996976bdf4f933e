// Work driven by time rather than by events (expiries): run every interval by one instance at a
// time (leader lock), errors logged and retried on the next tick, stopped cleanly. A takeover and a
// lost lock each log one line.
import type { Logger } from '../logging/logger.js';
import { type LeaderLock, tryAcquireLeaderLock } from './leader-lock.js';

export interface PeriodicTaskOptions {
  name: string;
  databaseUrl: string;
  logger: Logger;
  intervalMs: number;
  /** Returns how many things it did, for the log. */
  work: () => Promise<number>;
}

export function startPeriodicTask({ name, databaseUrl, logger, intervalMs, work }: PeriodicTaskOptions) {
  let lock: LeaderLock | undefined;
  /** Another instance held the lock at the last attempt. */
  let standingBy = false;
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  /** Takes the lock if free; a lock lost later (its connection ended) is dropped with one line. */
  const acquire = async (): Promise<LeaderLock | undefined> => {
    const acquired = await tryAcquireLeaderLock(databaseUrl, name);
    if (!acquired) {
      if (!standingBy) logger.debug({ task: name }, `standing by for the task ${name}`);
      standingBy = true;
      return undefined;
    }
    if (standingBy) logger.info({ task: name }, `took over the task ${name}`);
    standingBy = false;
    void acquired.lost.then(() => {
      if (lock !== acquired) return;
      lock = undefined;
      standingBy = true;
      logger.warn({ task: name }, `lost the leader lock of the task ${name}, standing by`);
    });
    return acquired;
  };
  const tick = async () => {
    try {
      lock ??= await acquire();
      if (!lock) return;
      const done = await work();
      if (done > 0) logger.info({ task: name, done }, 'periodic task did work');
    } catch (error) {
      logger.error({ err: error, task: name }, 'periodic task failed; retrying on the next tick');
      await lock?.release();
      lock = undefined;
    }
  };
  const runTick = () => {
    // A slow round (a node timing out) skips ticks instead of queueing them up.
    if (busy) return;
    busy = true;
    running = running.then(tick).finally(() => {
      busy = false;
    });
  };
  const timer = setInterval(runTick, intervalMs);
  runTick();
  return {
    async stop() {
      clearInterval(timer);
      await running;
      await lock?.release();
    },
  };
}
