import { describe, expect, it } from 'vitest';
import { GATHER_DEFAULTS, gatherDelayMs } from './gather.js';

const options = { batchSize: 500, ...GATHER_DEFAULTS };

describe('gatherDelayMs', () => {
  it('reads on at once after a full batch', () => {
    expect(gatherDelayMs(500, options)).toBe(0);
  });

  it('pauses briefly after a small batch and longer after a busy one', () => {
    expect(gatherDelayMs(1, options)).toBe(5);
    expect(gatherDelayMs(19, options)).toBe(5);
    expect(gatherDelayMs(20, options)).toBe(20);
    expect(gatherDelayMs(499, options)).toBe(20);
  });

  it('never pauses when gathering is turned off', () => {
    expect(gatherDelayMs(3, { ...options, gatherMs: 0, busyGatherMs: 0 })).toBe(0);
    expect(gatherDelayMs(30, { ...options, gatherMs: 0, busyGatherMs: 0 })).toBe(0);
  });
});
