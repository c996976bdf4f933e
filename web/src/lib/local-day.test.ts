// Calendar days read in the browser's time zone: local midnight, the next day's, and what is not a day.
import { describe, expect, it } from 'vitest';
import { localDayStart } from './local-day';

describe('localDayStart', () => {
  it('gives local midnight of the day, or of a day after it', () => {
    expect(localDayStart('2026-03-01')).toBe(new Date(2026, 2, 1).toISOString());
    expect(localDayStart('2026-03-31', 1)).toBe(new Date(2026, 3, 1).toISOString());
  });

  it.each(['', '2026-3-1', '2026-02-31', 'yesterday'])('reads %j as no day', (day) => {
    expect(localDayStart(day)).toBeNull();
  });
});
