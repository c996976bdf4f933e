import { type Command, type Decider, DomainError, type Event } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { deterministicId, newId } from '../ids.js';
import { usePostgresEventStore } from '../testing/test-event-store.js';
import { ConcurrencyError, handleCommand } from './command-handler.js';
import type { EventMetadata, EventStore, RecordedEvent } from './event-store.js';

// A tiny aggregate: a licence's account-number change allowance.
type Changed = Event<'AccountNumberChanged', { to: number }>;
type Change = Command<'ChangeAccountNumber', { to: number }>;
interface Allowance {
  changes: number;
  current: number | undefined;
}
const allowance: Decider<Allowance, Change, Changed> = {
  initialState: { changes: 0, current: undefined },
  evolve: (state, event) => ({ changes: state.changes + 1, current: event.data.to }),
  decide: (command, state) => {
    if (state.current === command.data.to) return [];
    if (state.changes >= 3) throw new DomainError('NO_CHANGES_LEFT', 'No account number changes left');
    return [{ type: 'AccountNumberChanged', data: { to: command.data.to } }];
  },
};
const change = (to: number): Change => ({ type: 'ChangeAccountNumber', data: { to } });
const metadata: EventMetadata = {
  actor: 'user:u1',
  correlationId: 'req-1',
  causationId: 'req-1',
  occurredAt: '2026-11-22T10:00:00.000Z',
};

const testStore = usePostgresEventStore(20);

async function readBack(stream: string) {
  const events: RecordedEvent[] = [];
  for await (const event of testStore().readStream(stream)) events.push(event);
  return events;
}

describe('handleCommand', () => {
  it('reads, decides and appends with metadata, answering the new state and position', async () => {
    const stream = `licence-${newId()}`;
    const result = await handleCommand(testStore(), stream, allowance, change(111), { metadata });
    expect(result.events).toEqual([{ type: 'AccountNumberChanged', data: { to: 111 } }]);
    expect(result.state).toEqual({ changes: 1, current: 111 });
    expect(result.position).toEqual(await testStore().headPosition());
    const [recorded] = await readBack(stream);
    expect(recorded?.metadata).toEqual(metadata);
  });

  it('appends nothing when the decider decides nothing', async () => {
    const stream = `licence-${newId()}`;
    await handleCommand(testStore(), stream, allowance, change(111), { metadata });
    const again = await handleCommand(testStore(), stream, allowance, change(111), { metadata });
    expect(again).toMatchObject({ events: [], position: undefined });
    expect(await readBack(stream)).toHaveLength(1);
  });

  it('lets a broken rule through unchanged', async () => {
    const stream = `licence-${newId()}`;
    for (const to of [1, 2, 3]) await handleCommand(testStore(), stream, allowance, change(to), { metadata });
    await expect(
      handleCommand(testStore(), stream, allowance, change(4), { metadata }),
    ).rejects.toMatchObject({
      code: 'NO_CHANGES_LEFT',
    });
  });

  it('re-reads and re-decides on concurrent writes, so parallel changes never exceed the allowance', async () => {
    const stream = `licence-${newId()}`;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        handleCommand(testStore(), stream, allowance, change(100 + i), { metadata, maxAttempts: 10 }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(refused.map((o) => (o.reason as DomainError).code)).toEqual(Array(5).fill('NO_CHANGES_LEFT'));
    expect(await readBack(stream)).toHaveLength(3);
  });

  it('gives up with a ConcurrencyError after the bounded number of attempts', async () => {
    const stream = `licence-${newId()}`;
    // A store whose every append loses the race.
    const losing: EventStore = Object.assign(Object.create(testStore()) as EventStore, {
      append: async () => ({ ok: false, reason: 'wrong_expected_revision', actualRevision: 0n }) as const,
    });
    await expect(
      handleCommand(losing, stream, allowance, change(1), { metadata, maxAttempts: 3 }),
    ).rejects.toBeInstanceOf(ConcurrencyError);
  });

  it('uses the given event ids, so a replayed command appends nothing twice', async () => {
    const stream = `licence-${newId()}`;
    const eventId = () => deterministicId(`${stream}:payment-confirmed-42`);
    await handleCommand(testStore(), stream, allowance, change(7), { metadata, eventId });
    // The same command again, racing from a stale read: the same id makes the append a no-op.
    const [recorded] = await readBack(stream);
    expect(recorded?.id).toBe(eventId());
    const replay = await testStore().append(
      stream,
      [{ id: eventId(), type: 'AccountNumberChanged', data: { to: 7 }, metadata }],
      { expectedRevision: 'no_stream' },
    );
    expect(replay.ok).toBe(true);
    expect(await readBack(stream)).toHaveLength(1);
  });

  it('drops decided events whose ids are already in the stream, as a store may accept them again', async () => {
    const stream = `licence-${newId()}`;
    const eventId = () => deterministicId(`${stream}:payment-confirmed-43`);
    await handleCommand(testStore(), stream, allowance, change(7), { metadata, eventId });
    await testStore().append(
      stream,
      [{ id: newId(), type: 'AccountNumberChanged', data: { to: 8 }, metadata }],
      { expectedRevision: 0n },
    );
    // A reactor replays its trigger after the stream moved on: it decides the same event again.
    const replay = await handleCommand(testStore(), stream, allowance, change(7), { metadata, eventId });
    expect(replay).toMatchObject({ events: [], position: undefined, state: { changes: 2, current: 8 } });
    expect((await readBack(stream)).map((event) => event.data)).toEqual([{ to: 7 }, { to: 8 }]);
  });
});

describe('deterministicId', () => {
  it('is a stable RFC 9562 version-5 UUID', () => {
    const id = deterministicId('order-1:expire');
    expect(id).toBe(deterministicId('order-1:expire'));
    expect(id).not.toBe(deterministicId('order-2:expire'));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // The DNS namespace example of RFC 9562 appendix A.4.
    expect(deterministicId('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
  });
});
