// Numbers handed out in order from a sequence stream (ticket numbers, payment address indexes): the
// number is the revision an `any` append lands on, so no two allocations share one. Allocations run
// one at a time in a process, so a burst of them does not race for the stream's next revision; across
// processes the store's retries of an `any` append settle the rare collision.
import type { EventStore, NewEvent } from './event-store.js';

export type AllocateFromSequence = (streamId: string, event: NewEvent) => Promise<bigint>;

export function createSequenceAllocator(store: EventStore): AllocateFromSequence {
  let previous: Promise<unknown> = Promise.resolve();
  return (streamId, event) => {
    const allocation = previous.then(async () => {
      const result = await store.append(streamId, [event], { expectedRevision: 'any' });
      if (!result.ok) throw new Error(`Could not allocate the next number of ${streamId}`);
      return result.nextRevision;
    });
    previous = allocation.catch(() => {});
    return allocation;
  };
}
