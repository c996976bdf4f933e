// When an event happened: how long ago in words, and the exact time in the browser's time zone.
import { describe, expect, it } from 'vitest';
import { exactTime, relativeTime } from './audit-time';

const NOW = Date.parse('2026-03-15T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it.each([
    [10_000, 'just now'],
    [MINUTE, '1 minute ago'],
    [59 * MINUTE, '59 minutes ago'],
    [3 * HOUR, '3 hours ago'],
    [3 * HOUR + 59 * MINUTE, '3 hours ago'],
    [DAY, 'yesterday'],
    [3 * DAY, '3 days ago'],
    [14 * DAY, '2 weeks ago'],
    [60 * DAY, '2 months ago'],
    [400 * DAY, 'last year'],
    [-2 * HOUR, 'in 2 hours'],
  ])('writes %o ms ago as %o', (elapsed, words) => {
    expect(relativeTime(ago(elapsed), NOW)).toBe(words);
  });

  it('leaves what is not a time as it is', () => {
    expect(relativeTime('soon', NOW)).toBe('soon');
  });
});

describe('exactTime', () => {
  it("gives the date, the time to the second and the browser's time zone", () => {
    expect(exactTime('2026-01-12T12:00:00.000Z')).toMatch(/^Jan 1[12], 2026, \d+:\d\d:00 [AP]M \S+/);
  });
});
