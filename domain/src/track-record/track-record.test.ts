import { describe, expect, it } from 'vitest';
import type { DealRecord } from '../robot/records.js';
import { canonicalJson } from './canonical-json.js';
import { canonicalDay, isUtcDay, trackRecordDays } from './day-record.js';
import { canonicalSeal, daysDueForSeal } from './seal.js';

const deal = (ticket: string, time: string, more: Partial<DealRecord> = {}): DealRecord => ({
  ticket,
  time,
  symbol: 'EURUSD',
  type: 'SELL',
  volume: 0.1,
  price: 1.0841,
  profit: 25.5,
  commission: -0.7,
  swap: 0,
  comment: 'tp hit',
  openTime: null,
  ...more,
});

describe('canonicalJson', () => {
  it('sorts keys at every level, writes no spaces and numbers as JavaScript does', () => {
    expect(canonicalJson({ b: [{ z: 1, a: 0.1 }], a: 'é"', c: null, d: -0.7, e: 1e21, f: true })).toBe(
      '{"a":"é\\"","b":[{"a":0.1,"z":1}],"c":null,"d":-0.7,"e":1e+21,"f":true}',
    );
  });

  it('refuses what JSON cannot hold exactly', () => {
    expect(() => canonicalJson({ a: Number.NaN })).toThrow();
    expect(() => canonicalJson({ a: undefined })).toThrow();
    expect(() => canonicalJson(Number.POSITIVE_INFINITY)).toThrow();
  });
});

describe('trackRecordDays', () => {
  it('puts each record in its UTC day, normalises times, sorts by time then ticket and leaves out comments', () => {
    const days = trackRecordDays(
      [
        deal('9', '2026-11-21T01:30:00+02:00'), // 2026-11-20T23:30Z
        deal('10', '2026-11-20T23:30:00.000Z'),
        deal('2', '2026-11-21T00:00:00.000Z', { openTime: '2026-11-20T22:00:00+00:00' }),
      ],
      [
        { time: '2026-11-20T23:59:59.999Z', balance: 10_000, equity: 10_012.4 },
        { time: '2026-11-20T08:00:00.000Z', balance: 10_000, equity: 9_990 },
      ],
    );
    expect([...days.keys()].sort()).toEqual(['2026-11-20', '2026-11-21']);
    const first = days.get('2026-11-20')!;
    // Same time: ticket order, as text.
    expect(first.deals.map((d) => [d.ticket, d.time])).toEqual([
      ['10', '2026-11-20T23:30:00.000Z'],
      ['9', '2026-11-20T23:30:00.000Z'],
    ]);
    expect(first.equity.map((point) => point.date)).toEqual([
      '2026-11-20T08:00:00.000Z',
      '2026-11-20T23:59:59.999Z',
    ]);
    expect(canonicalDay(days.get('2026-11-21')!)).toBe(
      '{"day":"2026-11-21","deals":[{"commission":-0.7,"openTime":"2026-11-20T22:00:00.000Z","price":1.0841,"profit":25.5,"swap":0,"symbol":"EURUSD","ticket":"2","time":"2026-11-21T00:00:00.000Z","type":"SELL","volume":0.1}],"equity":[]}',
    );
  });
});

describe('seals', () => {
  it('hash the four fields in canonical form, null for the first link', () => {
    expect(
      canonicalSeal({
        sealedAt: '2026-11-21T01:00:00.000Z',
        previousSealHash: null,
        digest: 'ab',
        day: '2026-11-20',
      }),
    ).toBe(
      '{"day":"2026-11-20","digest":"ab","previousSealHash":null,"sealedAt":"2026-11-21T01:00:00.000Z"}',
    );
  });

  it('fall due an hour after the day ends once the robot reported past it, from the first record or the day after the last seal, gaps included', () => {
    const at = (iso: string) => new Date(iso);
    const later = at('2027-01-01T00:00:00Z');
    const fromFirst = { lastSealedDay: undefined, firstRecordDay: '2026-11-19', lastRecordAt: later };
    expect(daysDueForSeal(fromFirst, at('2026-11-21T00:59:59.999Z'), 10)).toEqual(['2026-11-19']);
    expect(daysDueForSeal(fromFirst, at('2026-11-21T01:00:00.000Z'), 10)).toEqual([
      '2026-11-19',
      '2026-11-20',
    ]);
    expect(daysDueForSeal(fromFirst, at('2026-11-21T01:00:00.000Z'), 1)).toEqual(['2026-11-19']);
    // Across a month end, with nothing recorded in between: every day, so the chain has no gaps.
    expect(
      daysDueForSeal(
        { lastSealedDay: '2026-11-29', firstRecordDay: undefined, lastRecordAt: later },
        at('2026-12-03T05:00Z'),
        10,
      ),
    ).toEqual(['2026-11-30', '2026-12-01', '2026-12-02']);
    expect(
      daysDueForSeal(
        { lastSealedDay: undefined, firstRecordDay: undefined, lastRecordAt: undefined },
        at('2026-12-03T05:00Z'),
        10,
      ),
    ).toEqual([]);
    // The robot last reported on the 1st: the 1st and the 2nd wait for its next report.
    const quiet = {
      lastSealedDay: '2026-11-29',
      firstRecordDay: undefined,
      lastRecordAt: at('2026-12-01T10:00Z'),
    };
    expect(daysDueForSeal(quiet, at('2026-12-03T05:00Z'), 10)).toEqual(['2026-11-30']);
  });

  it('name real calendar days only', () => {
    expect(['2026-11-20', '2024-02-29'].every(isUtcDay)).toBe(true);
    expect(['2026-02-30', '2026-11-2', '20261120', '2026-13-01', ''].some(isUtcDay)).toBe(false);
  });
});
