// Catch-up by pages, then a server subscription whose events are handed over in batches; the
// server stream is paused while a batch is in the handler, so memory stays bounded. A filtered
// server subscription also reports checkpoints, passed on to `onProgress` when nothing is pending.
import type { AllStreamResolvedEvent, AllStreamSubscription, Position } from '@eventstore/db-client';
import type { BatchHandler, RecordedEvent, Subscription } from '../event-store.js';
import { comparePositions, type GlobalPosition } from '../position.js';

export interface LiveSubscriptionOptions {
  after: GlobalPosition;
  batchSize: number;
  handler: BatchHandler;
  onProgress?: ((position: GlobalPosition) => Promise<void>) | undefined;
  catchUp(after: GlobalPosition, limit: number): Promise<RecordedEvent[]>;
  subscribe(
    after: GlobalPosition,
    checkpointReached: (subscription: AllStreamSubscription, position: Position) => void,
  ): AllStreamSubscription;
  toRecordedEvent(resolved: AllStreamResolvedEvent): RecordedEvent | undefined;
}

export function runLiveSubscription(options: LiveSubscriptionOptions): Subscription {
  let stopped = false;
  let server: AllStreamSubscription | undefined;
  let wake: (() => void) | undefined;

  const loop = async () => {
    let position = options.after;
    for (;;) {
      if (stopped) return;
      const page = await options.catchUp(position, options.batchSize);
      if (page.length === 0) break;
      await options.handler(page);
      position = page.at(-1)!.position;
      if (page.length < options.batchSize) break;
    }
    if (stopped) return;

    const queue: RecordedEvent[] = [];
    let failure: unknown;
    let ended = false;
    let checkpoint: GlobalPosition | undefined;
    const signal = () => wake?.();
    server = options.subscribe(position, (_subscription, reached) => {
      checkpoint = { commit: reached.commit, prepare: reached.prepare };
      signal();
    });
    server.on('data', (resolved: AllStreamResolvedEvent) => {
      const event = options.toRecordedEvent(resolved);
      if (event) queue.push(event);
      if (queue.length >= options.batchSize) server?.pause();
      signal();
    });
    server.on('error', (error: unknown) => {
      failure = error;
      signal();
    });
    server.on('end', () => {
      ended = true;
      signal();
    });
    while (!stopped) {
      if (failure) throw failure;
      if (queue.length === 0 && checkpoint && comparePositions(checkpoint, position) > 0) {
        position = checkpoint;
        await options.onProgress?.(position);
        continue;
      }
      if (queue.length === 0) {
        if (ended) throw new Error('EventStoreDB subscription ended');
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = undefined;
        continue;
      }
      const batch = queue.splice(0, options.batchSize);
      server.resume();
      await options.handler(batch);
      position = batch.at(-1)!.position;
    }
  };

  const done = loop().finally(() => server?.unsubscribe().catch(() => {}));
  return {
    done,
    async stop() {
      stopped = true;
      wake?.();
      await done.catch(() => {});
    },
  };
}
