import { describe, expect, it } from 'vitest';
import { newId } from '../ids.js';
import { usePostgresEventStore } from '../testing/test-event-store.js';
import { createAppendBatcher } from './append-batcher.js';
import type { EventMetadata, EventStore, NewEvent, StreamAppend } from './event-store.js';

const metadata = {
  actor: 'system:batcher-test',
  correlationId: newId(),
  causationId: null,
  occurredAt: '2026-11-25T10:00:00.000Z',
} as EventMetadata;
const beat = (index: number): NewEvent => ({ id: newId(), type: 'Beat', data: { index }, metadata });

const testStore = usePostgresEventStore(5);

/** The store, counting the batches it is asked to write. */
function countingStore(): { store: EventStore; batches: StreamAppend[][] } {
  const batches: StreamAppend[][] = [];
  const counting = Object.assign(Object.create(testStore()) as EventStore, {
    appendMany: (appends: StreamAppend[], options?: { durability?: 'durable' | 'relaxed' }) => {
      batches.push(appends);
      return testStore().appendMany(appends, options);
    },
  });
  return { store: counting, batches };
}

async function revisions(streamId: string): Promise<bigint[]> {
  const found: bigint[] = [];
  for await (const recorded of testStore().readStream(streamId)) found.push(recorded.revision);
  return found;
}

describe('append batcher', () => {
  it('writes appends made in the same turn as one batch, each answered with its own result', async () => {
    const { store: counting, batches } = countingStore();
    const batcher = createAppendBatcher(counting, { durability: 'relaxed' });
    const streams = Array.from({ length: 50 }, () => `robotlive-${newId()}`);

    const results = await Promise.all(
      streams.map((streamId, index) => batcher.append(streamId, [beat(index)])),
    );

    expect(batches).toHaveLength(1);
    expect(results.every((result) => result.ok && result.nextRevision === 0n)).toBe(true);
    for (const streamId of streams) expect(await revisions(streamId)).toEqual([0n]);
  });

  it('puts two appends to one stream in different batches, keeps the batch size, and loses nothing', async () => {
    const { store: counting, batches } = countingStore();
    const batcher = createAppendBatcher(counting, { durability: 'durable', maxBatch: 10 });
    const shared = `robotlive-${newId()}`;
    const others = Array.from({ length: 25 }, () => `robotlive-${newId()}`);

    const results = await Promise.all([
      batcher.append(shared, [beat(0)]),
      batcher.append(shared, [beat(1)]),
      ...others.map((streamId, index) => batcher.append(streamId, [beat(index)])),
    ]);

    expect(results.every((result) => result.ok)).toBe(true);
    expect(batches.every((batch) => batch.length <= 10)).toBe(true);
    expect(batches.every((batch) => new Set(batch.map((one) => one.streamId)).size === batch.length)).toBe(
      true,
    );
    expect(batches.flat()).toHaveLength(27);
    expect(await revisions(shared)).toEqual([0n, 1n]);
  });

  it('hands a failed batch its error', async () => {
    const failing = Object.assign(Object.create(testStore()) as EventStore, {
      appendMany: async () => {
        throw new Error('database gone');
      },
    });
    const batcher = createAppendBatcher(failing, { durability: 'relaxed' });
    await expect(batcher.append(`robotlive-${newId()}`, [beat(0)])).rejects.toThrow('database gone');
  });
});
