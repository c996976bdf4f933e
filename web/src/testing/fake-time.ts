// Moving a faked clock from tests: timers, pending fetches and React Query's notifications all run inside act.
import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** Lets `ms` of fake time pass. */
export function elapse(ms: number): Promise<void> {
  return act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Runs everything that is due now, round after round, without letting any time pass. */
export function settle(rounds = 20): Promise<void> {
  return act(async () => {
    for (let round = 0; round < rounds; round += 1) await vi.advanceTimersByTimeAsync(0);
  });
}
