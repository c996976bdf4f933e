// Gathers appends that arrive together into one `appendMany`, so a stream of small independent
// appends (robot reports) costs the database one statement and one commit per batch rather than
// per append: while a batch is being written the next one fills, and it goes as soon as a slot frees.
import type { AppendOptions, AppendResult, EventStore, NewEvent, StreamAppend } from './event-store.js';

export interface AppendBatcherOptions {
  durability: NonNullable<AppendOptions['durability']>;
  /** Batches written at once; more wait. */
  concurrency?: number;
  /** Most appends in one batch. */
  maxBatch?: number;
}

interface Pending extends StreamAppend {
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}

export interface AppendBatcher {
  /** Appends to the end of the stream (expected revision `any`), in a batch with others. */
  append(streamId: string, events: NewEvent[]): Promise<AppendResult>;
}

export function createAppendBatcher(
  store: EventStore,
  { durability, concurrency = 2, maxBatch = 200 }: AppendBatcherOptions,
): AppendBatcher {
  let queue: Pending[] = [];
  let writing = 0;
  let scheduled = false;

  async function write(batch: Pending[]) {
    writing += 1;
    try {
      const results = await store.appendMany(batch, { durability });
      for (const [index, pending] of batch.entries()) pending.resolve(results[index]!);
    } catch (error) {
      for (const pending of batch) pending.reject(error);
    } finally {
      writing -= 1;
      flush();
    }
  }

  function flush() {
    while (queue.length > 0 && writing < concurrency) {
      // Two appends to one stream go in different batches, so each batch numbers its streams alone.
      const batch: Pending[] = [];
      const streams = new Set<string>();
      const rest: Pending[] = [];
      for (const pending of queue) {
        if (batch.length < maxBatch && !streams.has(pending.streamId)) {
          streams.add(pending.streamId);
          batch.push(pending);
        } else rest.push(pending);
      }
      queue = rest;
      void write(batch);
    }
  }

  return {
    append(streamId, events) {
      return new Promise<AppendResult>((resolve, reject) => {
        queue.push({ streamId, events, resolve, reject });
        // Appends that arrive in the same turn of the event loop go together.
        if (scheduled) return;
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          flush();
        });
      });
    },
  };
}
