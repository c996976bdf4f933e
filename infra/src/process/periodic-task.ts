// Work driven by time rather than by events (expiries): run every interval by one instance at a
// time (leader lock), errors logged and retried on the next tick, stopped cleanly.
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
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  const tick = async () => {
    try {
      lock ??= await tryAcquireLeaderLock(databaseUrl, name);
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
