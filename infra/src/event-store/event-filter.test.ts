// The stream filter: the same decision on the client (PostgreSQL) and as the server's regex (EventStoreDB).
import type { Actor } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { type EventFilter, filteringHandler, filterRegex, matchesFilter } from './event-filter.js';
import type { RecordedEvent } from './event-store.js';
import type { GlobalPosition } from './position.js';

const only: EventFilter = { streamPrefixes: ['robotlive-', 'a.b-'] };
const without: EventFilter = { excludeStreamPrefixes: ['robotlive-', 'robothistory-'] };
const streams = ['user-1', 'robotlive-1', 'robothistory-1', 'a.b-1', 'axb-1', '$et-User', 'orobotlive-1'];

describe('matchesFilter and filterRegex', () => {
  it('include prefixes pick only those streams', () => {
    expect(streams.filter((s) => matchesFilter(s, only))).toEqual(['robotlive-1', 'a.b-1']);
  });

  it('exclude prefixes keep every other stream', () => {
    expect(streams.filter((s) => matchesFilter(s, without))).toEqual([
      'user-1',
      'a.b-1',
      'axb-1',
      '$et-User',
      'orobotlive-1',
    ]);
  });

  it('the regex agrees with matchesFilter, escapes prefixes and never matches a system stream', () => {
    for (const filter of [only, without]) {
      const regex = new RegExp(filterRegex(filter));
      const expected = streams.filter((s) => matchesFilter(s, filter) && !s.startsWith('$'));
      expect(streams.filter((s) => regex.test(s))).toEqual(expected);
    }
    expect(filterRegex({ excludeStreamPrefixes: [] })).toBe('^(?!\\$)');
  });
});

describe('filteringHandler', () => {
  const at = (n: number): GlobalPosition => ({ commit: BigInt(n), prepare: BigInt(n) });
  const recorded = (streamId: string, n: number): RecordedEvent => ({
    id: `e${n}`,
    streamId,
    revision: 0n,
    type: 'T',
    data: {},
    metadata: {
      actor: 'system:test' as Actor,
      correlationId: 'c',
      causationId: null,
      occurredAt: '2026-01-01T00:00:00Z',
    },
    position: at(n),
    recordedAt: new Date(0),
  });

  it('hands over matching events and reports progress when a batch ends with skipped ones', async () => {
    const handled: string[][] = [];
    const progress: GlobalPosition[] = [];
    const handler = filteringHandler(
      async (events) => {
        handled.push(events.map((e) => e.id));
      },
      without,
      async (position) => {
        progress.push(position);
      },
    );
    await handler([recorded('user-1', 1), recorded('robotlive-1', 2)]);
    await handler([recorded('robotlive-1', 3), recorded('robotlive-1', 4)]);
    await handler([recorded('robotlive-1', 5), recorded('order-1', 6)]);
    expect(handled).toEqual([['e1'], ['e6']]);
    expect(progress).toEqual([at(2), at(4)]);
  });
});
