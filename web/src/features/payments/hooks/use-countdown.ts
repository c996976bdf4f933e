// The time left until a deadline, updated every second until it runs out.
import { useEffect, useState } from 'react';

/** Milliseconds left until `deadlineIso` (0 once passed); re-renders every second while time is left. */
export function useCountdown(deadlineIso: string): number {
  const deadline = Date.parse(deadlineIso);
  const [now, setNow] = useState(() => Date.now());
  const left = Number.isNaN(deadline) ? 0 : Math.max(0, deadline - now);
  const running = left > 0;

  useEffect(() => {
    if (!running) return;
    // Each tick reads the clock again, so a late timer never makes the countdown drift.
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [running]);

  return left;
}
