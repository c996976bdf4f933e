// Counts attempts per key (an account) in a sliding window, in this process's memory. Per-address
// limits come from @fastify/rate-limit; several API replicas would each keep their own count, so
// the real limit is replicas × max, which still stops guessing.
const PRUNE_ABOVE_KEYS = 10_000;

export class AttemptLimiter {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** True when another attempt is still allowed; does not count one. */
  allows(key: string, now = Date.now()): boolean {
    return this.recent(key, now).length < this.max;
  }

  record(key: string, now = Date.now()): void {
    const recent = this.recent(key, now);
    recent.push(now);
    this.attempts.set(key, recent);
    // Many distinct keys (someone trying many accounts) must not grow memory without end.
    if (this.attempts.size > PRUNE_ABOVE_KEYS)
      for (const known of [...this.attempts.keys()]) this.recent(known, now);
  }

  reset(key: string): void {
    this.attempts.delete(key);
  }

  private recent(key: string, now: number): number[] {
    const recent = (this.attempts.get(key) ?? []).filter((at) => now - at < this.windowMs);
    if (recent.length === 0) this.attempts.delete(key);
    return recent;
  }
}
