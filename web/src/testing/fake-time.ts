// Moving a faked clock from tests: timers, pending fetches and React Query's notifications all run inside act.
// A test that types into a debounced field fakes the clock first, with
// `vi.useFakeTimers({ shouldAdvanceTime: true })`: given `advanceFakeTimers`, user-event takes its 0 ms pauses
// between keystrokes on the faked clock, without handing control back to real time, so no debounce can run
// out in the middle of a word however slowly the machine types. Between steps the clock follows real time,
// so Testing Library's waits and React's scheduler keep going.
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

/** User-event's `advanceTimers`: moves a faked clock along with its own delays, and nothing when time is real. */
export function advanceFakeTimers(ms: number): void {
  if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
}
