import { describe, expect, it } from 'vitest';
import { newId } from '../ids.js';
import { usePostgresEventStore } from '../testing/test-event-store.js';
import type { EventMetadata, NewEvent } from './event-store.js';
import { createSequenceAllocator } from './sequence-allocator.js';

const metadata = {
  actor: 'system:sequence-test',
  correlationId: newId(),
  causationId: null,
  occurredAt: '2026-11-25T10:00:00.000Z',
} as EventMetadata;
const allocated = (): NewEvent => ({ id: newId(), type: 'NumberAllocated', data: {}, metadata });

const testStore = usePostgresEventStore(10);

describe('sequence allocator', () => {
  it('hands 100 concurrent allocations every number from 0 once, none refused', async () => {
    const allocate = createSequenceAllocator(testStore());
    const stream = `sequence-${newId()}`;

    const numbers = await Promise.all(Array.from({ length: 100 }, () => allocate(stream, allocated())));

    expect([...numbers].sort((a, b) => Number(a - b))).toEqual(
      Array.from({ length: 100 }, (_, index) => BigInt(index)),
    );
  });

  it('two processes allocating at once still share no number', async () => {
    const [first, second] = [createSequenceAllocator(testStore()), createSequenceAllocator(testStore())];
    const stream = `sequence-${newId()}`;

    const numbers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => (index % 2 ? first : second)(stream, allocated())),
    );

    expect(new Set(numbers).size).toBe(20);
  });
});
