// Catch-up by pages, then a server subscription whose events are handed over in batches; the server
// stream is paused while a batch is in the handler, so memory stays bounded. When the server drops
// the subscription it is made again from the last handled position (see resubscribe.ts).
import type { AllStreamResolvedEvent } from '@eventstore/db-client';
import type { BatchHandler, RecordedEvent, Subscription } from '../event-store.js';
import type { GlobalPosition } from '../position.js';
import {
  HandlerFailure,
  interruptiblePause,
  type ResubscribeSettings,
  resubscribeDelay,
  SubscriptionEndedError,
  shouldResubscribe,
} from './resubscribe.js';

/** What the runner needs of the client's subscription to $all. */
export interface ServerSubscription {
  on(event: 'data', listener: (resolved: AllStreamResolvedEvent) => void): unknown;
  on(event: 'error', listener: (error: unknown) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
  pause(): unknown;
  resume(): unknown;
  unsubscribe(): Promise<void>;
}

export interface LiveSubscriptionOptions {
  after: GlobalPosition;
  batchSize: number;
  handler: BatchHandler;
  resubscribe: ResubscribeSettings;
  catchUp(after: GlobalPosition, limit: number): Promise<RecordedEvent[]>;
  /** A server subscription delivering the events strictly after `after`. */
  subscribe(after: GlobalPosition): ServerSubscription;
  toRecordedEvent(resolved: AllStreamResolvedEvent): RecordedEvent | undefined;
}

export function runLiveSubscription(options: LiveSubscriptionOptions): Subscription {
  let stopped = false;
  let position = options.after;
  let failures = 0;
  let wake: (() => void) | undefined;
  let pause: { interrupt(): void } | undefined;

  const handle = async (batch: RecordedEvent[]) => {
    try {
      await options.handler(batch);
    } catch (error) {
      throw new HandlerFailure(error);
    }
    position = batch.at(-1)!.position;
    failures = 0;
  };

  const catchUp = async () => {
    for (;;) {
      if (stopped) return;
      const page = await options.catchUp(position, options.batchSize);
      if (page.length > 0) await handle(page);
      if (page.length < options.batchSize) return;
    }
  };

  const follow = async () => {
    const queue: RecordedEvent[] = [];
    let failure: unknown;
    const server = options.subscribe(position);
    const signal = () => wake?.();
    server.on('data', (resolved) => {
      const event = options.toRecordedEvent(resolved);
      if (event) queue.push(event);
      if (queue.length >= options.batchSize) server.pause();
      signal();
    });
    server.on('error', (error) => {
      failure ??= error;
      signal();
    });
    server.on('end', () => {
      failure ??= new SubscriptionEndedError('EventStoreDB ended the subscription');
      signal();
    });
    try {
      while (!stopped) {
        if (queue.length === 0) {
          if (failure) throw failure;
          await new Promise<void>((resolve) => {
            wake = resolve;
          });
          wake = undefined;
          continue;
        }
        const batch = queue.splice(0, options.batchSize);
        server.resume();
        await handle(batch);
      }
    } finally {
      await server.unsubscribe().catch(() => {});
    }
  };

  const loop = async () => {
    for (;;) {
      try {
        await catchUp();
        if (!stopped) await follow();
        return;
      } catch (error) {
        if (error instanceof HandlerFailure) throw error.error;
        if (stopped) return;
        failures += 1;
        if (!shouldResubscribe(error) || failures > options.resubscribe.maxFailures) throw error;
        const wait = interruptiblePause(resubscribeDelay(options.resubscribe, failures));
        pause = wait;
        await wait.done;
        pause = undefined;
      }
    }
  };

  const done = loop();
  return {
    done,
    async stop() {
      stopped = true;
      wake?.();
      pause?.interrupt();
      await done.catch(() => {});
    },
  };
}
