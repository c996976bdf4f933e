import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../event-store.js';
import { comparePositions, type GlobalPosition, START } from '../position.js';
import { LogTail } from './log-tail.js';

/** An in-memory log read as the PostgreSQL adapter reads it, counting the reads. */
function memoryLog() {
  const events: RecordedEvent[] = [];
  const log = {
    reads: 0,
    append(count = 1) {
      for (let i = 0; i < count; i += 1) {
        const n = BigInt(events.length + 1);
        events.push({
          id: `event-${n}`,
          streamId: `stream-${n % 3n}`,
          revision: 0n,
          type: 'Something',
          data: { n: Number(n) },
          metadata: { actor: 'system:test', correlationId: 'c', causationId: null, occurredAt: '' },
          position: { commit: n, prepare: n },
          recordedAt: new Date(0),
        });
      }
    },
    async read(after: GlobalPosition, limit: number): Promise<RecordedEvent[]> {
      log.reads += 1;
      return events.filter((event) => comparePositions(event.position, after) > 0).slice(0, limit);
    },
  };
  return log;
}

const ids = (events: RecordedEvent[]) => events.map((event) => event.id);
const at = (n: number): GlobalPosition => ({ commit: BigInt(n), prepare: BigInt(n) });

describe('LogTail', () => {
  it('answers as the store would, from anywhere in the log', async () => {
    const log = memoryLog();
    log.append(50);
    const tail = new LogTail(log.read, { fetchSize: 10, keep: 20 });
    for (const [after, limit] of [
      [0, 5],
      [45, 10],
      [40, 3],
      [50, 10],
      [12, 100],
      [47, 1],
    ] as const) {
      expect(ids(await tail.read(at(after), limit))).toEqual(ids(await log.read(at(after), limit)));
    }
  });

  it('serves readers at the head from one store read per batch of new events', async () => {
    const log = memoryLog();
    log.append(5);
    const tail = new LogTail(log.read);
    for (let reader = 0; reader < 9; reader += 1) await tail.read(START, 500);
    const readsBefore = log.reads;
    log.append(7);
    const answers = await Promise.all(Array.from({ length: 9 }, () => tail.read(at(5), 500)));
    for (const answer of answers) expect(ids(answer)).toEqual(ids(await log.read(at(5), 500)));
    expect(log.reads - readsBefore - 9).toBe(1);
  });

  it('does not take a store read that began before a reader asked as its "nothing new"', async () => {
    const events = memoryLog();
    events.append(3);
    // A store whose first read at the head answers as of before the append.
    let answerStale = true;
    const tail = new LogTail(async (after, limit) => {
      if (answerStale && comparePositions(after, at(3)) === 0) {
        answerStale = false;
        events.append(1);
        return [];
      }
      return events.read(after, limit);
    });
    await tail.read(START, 10);
    // The first read goes to the store and is answered stale: its caller asked before that read began,
    // so it accepts "nothing new"; a caller that asks afterwards must see the new event.
    const first = tail.read(at(3), 10);
    const second = tail.read(at(3), 10);
    expect(ids(await first)).toEqual([]);
    expect(ids(await second)).toEqual(['event-4']);
  });

  it('keeps at most `keep` events and reads older ones from the store', async () => {
    const log = memoryLog();
    log.append(30);
    const tail = new LogTail(log.read, { fetchSize: 5, keep: 10 });
    await tail.read(at(25), 100);
    log.append(20);
    for (let position = 25; position < 50; position += 5) await tail.read(at(position), 5);
    const readsBefore = log.reads;
    expect(ids(await tail.read(at(42), 100))).toEqual([
      'event-43',
      'event-44',
      'event-45',
      'event-46',
      'event-47',
      'event-48',
      'event-49',
      'event-50',
    ]);
    expect(log.reads).toBe(readsBefore);
    expect(ids(await tail.read(at(30), 3))).toEqual(['event-31', 'event-32', 'event-33']);
    expect(log.reads).toBe(readsBefore + 1);
  });
});
