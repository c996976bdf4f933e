// datetime-local values in and out: the browser's wall clock, to the minute, and ISO instants for the API.
import { describe, expect, it } from 'vitest';
import { fromDateTimeLocal, toDateTimeLocal } from './datetime-local';

describe('toDateTimeLocal', () => {
  it('writes the local wall-clock time to the minute, zero-padded', () => {
    expect(toDateTimeLocal(new Date(2026, 2, 5, 9, 7, 59))).toBe('2026-03-05T09:07');
    expect(toDateTimeLocal(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31T23:59');
  });
});

describe('fromDateTimeLocal', () => {
  it('reads the value as local time and gives the ISO instant', () => {
    expect(fromDateTimeLocal('2026-03-05T09:30')).toBe(new Date(2026, 2, 5, 9, 30).toISOString());
    expect(fromDateTimeLocal(toDateTimeLocal(new Date(2026, 6, 1, 18, 45)))).toBe(
      new Date(2026, 6, 1, 18, 45).toISOString(),
    );
  });

  it.each(['', '2026-03-05', 'soon', '2026-13-45T99:99'])('gives null for %o', (value) => {
    expect(fromDateTimeLocal(value)).toBeNull();
  });
});
