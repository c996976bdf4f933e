// Exponential backoff for a node that failed: wait 1 s, 2 s, 4 s … up to a ceiling, reset on success.
export interface Backoff {
  /** Whether the node may be asked now. */
  ready(now: number): boolean;
  failed(now: number): number;
  succeeded(): void;
}

export function createBackoff({ initialMs = 1_000, maxMs = 60_000 } = {}): Backoff {
  let failures = 0;
  let nextAttemptAt = 0;
  return {
    ready: (now) => now >= nextAttemptAt,
    failed(now) {
      const delay = Math.min(maxMs, initialMs * 2 ** failures);
      failures += 1;
      nextAttemptAt = now + delay;
      return delay;
    },
    succeeded() {
      failures = 0;
      nextAttemptAt = 0;
    },
  };
}
