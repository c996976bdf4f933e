// Catch-up then live delivery over repeated reads of the global log, woken by LISTEN/NOTIFY.
import type { BatchHandler, RecordedEvent, Subscription } from '../event-store.js';
import type { GlobalPosition } from '../position.js';
import type { WakeupListener } from './wakeups.js';

export interface PollingSubscriptionOptions {
  after: GlobalPosition;
  batchSize: number;
  handler: BatchHandler;
  read(after: GlobalPosition, limit: number): Promise<RecordedEvent[]>;
  wakeups: WakeupListener;
  pollIntervalMs: number;
}

export function runPollingSubscription(options: PollingSubscriptionOptions): Subscription {
  let stopped = false;
  const loop = async () => {
    let position = options.after;
    while (!stopped) {
      // Taken before reading, so a wake-up arriving during the read is not lost.
      const generation = options.wakeups.current();
      const events = await options.read(position, options.batchSize);
      if (stopped) return;
      if (events.length === 0) {
        await options.wakeups.waitAfter(generation, options.pollIntervalMs);
        continue;
      }
      await options.handler(events);
      position = events.at(-1)!.position;
    }
  };
  const done = loop();
  return {
    done,
    async stop() {
      stopped = true;
      options.wakeups.wakeAll();
      await done.catch(() => {});
    },
  };
}
