// The TRON request pacer with fake timers: calls start evenly spaced at the configured rate.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRequestPacer } from '../../src/chains/tron/tron-request-pacing.js';

describe('the TRON request pacer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts at most the configured number of calls a second, evenly spaced', async () => {
    const pace = createRequestPacer(5);
    const startedAt: number[] = [];
    const origin = Date.now();
    const calls = Array.from({ length: 6 }, (_, index) =>
      pace(async () => {
        startedAt.push(Date.now() - origin);
        return index;
      }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(startedAt).toEqual([0]);
    await vi.advanceTimersByTimeAsync(999);
    expect(startedAt).toHaveLength(5);
    await vi.advanceTimersByTimeAsync(1);
    expect(startedAt).toEqual([0, 200, 400, 600, 800, 1_000]);
    expect(await Promise.all(calls)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('refuses a rate that is not a positive number', () => {
    expect(() => createRequestPacer(0)).toThrow(/requestsPerSecond must be a positive number/);
  });
});
