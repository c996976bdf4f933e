// A coherent cache of serialised read answers (the admin console's lists, a caller's account and
// tickets; plugins/app/auth.ts keeps the account rows in one of its own): an answer is served
// again only while the read models it was built from are unchanged, and while it is young enough.
//
// - Key: who shares the answer (every admin, or one caller), the route and its validated query with
//   sorted keys (http/list-cache-routes.ts builds it).
// - Coherence: each entry keeps the versions of the projectors its answer reads (list-cache-versions.ts),
//   read after the request arrived and before the answer's queries ran. A request reads them again and
//   is served the entry only if they are the same; otherwise it computes and stores a new answer. Any
//   write a projector makes moves its version in the same transaction, so a write committed before a
//   request, on any API process, is never hidden by an entry built before it (read-your-writes holds
//   across replicas: the waiting command moved the version).
// - Age: some answers also depend on what no version tracks: time (a licence past its end reads
//   expired; `expiring=7`, a discount's state, a robot online within its window), the chain watcher's
//   `payment_checks` (an order's confirmation count), and robot telemetry (a licence's deal and equity
//   counts, a robot's last heartbeat and version). Those routes give `maxAgeMs`
//   (TIME_DEPENDENT_MAX_AGE_MS, 5 s): such an answer is at most that old. Acceptable because the
//   expiry tasks run every 15 s and the chain watcher polls every 5 s, so the same facts are already
//   that late elsewhere, and no one waits on a robot's report as on a command (the console refreshes
//   EA Monitoring every 30 s). The licence list ages its robot counts rather than versioning them on
//   purpose: robots report many times a second in all, so the robot-telemetry version would end every
//   licence page as soon as it was stored (EA Monitoring, whose matter they are, versions them).
//   A change anyone makes through a command is never late. Every other answer is
//   served at most COHERENT_MAX_AGE_MS (5 min), a backstop for writes made outside a projector's
//   bookkeeping (SQL by hand, a rebuild whose count happens to land on a cached one).
// - An answer's age is the more of two: the app's clock (the one its `now` came from; going backwards
//   ends an entry) and real, monotonic time (what the chain watcher and robots take). They are the
//   same clock in production; tests stop or move the app's.
// - Single flight: concurrent requests for one key that read the same versions share one computation,
//   so 50 connections on a cold page run its queries once. A failure is not stored and reaches every
//   request that shared it. Refresh ahead: a page read past 60 % of its age is rebuilt in the
//   background while the old answer (still within its age) is served, so only a real change (new
//   versions) makes readers wait, never the clock.
// - Bounds: entry count and total bytes (lru-cache), least recently used first out; an answer bigger
//   than maxEntryBytes is served but not kept.
import { LRUCache } from 'lru-cache';

/** Answers that depend on time or on tables no projector writes are served at most this long. */
export const TIME_DEPENDENT_MAX_AGE_MS = 5_000;
/** Every other answer: a backstop for writes no projector's version records. */
export const COHERENT_MAX_AGE_MS = 5 * 60_000;
/**
 * From this fraction of its maximum age a stored answer is rebuilt behind the requests it still
 * serves, so that a page read all the time never makes its readers wait for its age to run out.
 */
export const REFRESH_AHEAD_AT = 0.6;

export interface ListCacheLimits {
  maxEntries: number;
  maxBytes: number;
  maxEntryBytes: number;
}

/** Pages of 25 rows and callers' own answers (an account with its licences is ~1 kB); 100 licences ~60 kB. */
export const LIST_CACHE_LIMITS: ListCacheLimits = {
  maxEntries: 20_000,
  maxBytes: 32 * 1024 * 1024,
  maxEntryBytes: 1024 * 1024,
};

/** The signed-in accounts' rows (plugins/app/auth.ts): about 300 bytes each. */
export const ACCOUNT_CACHE_LIMITS: ListCacheLimits = {
  maxEntries: 50_000,
  maxBytes: 16 * 1024 * 1024,
  maxEntryBytes: 16 * 1024,
};

export interface ListCacheOptions extends ListCacheLimits {
  /** Milliseconds on the clock the answers' `now` comes from. */
  clock: () => number;
  /** Monotonic milliseconds; performance.now when not given. */
  realClock?: () => number;
}

/** hit: a stored answer; shared: another request's computation under way; miss: computed here. */
export type ListCacheOutcome = 'hit' | 'shared' | 'miss';

/** A moment on both clocks. */
interface Moment {
  app: number;
  real: number;
}

/** How old something begun at `then` is at `now`; for ever too old once the app's clock went back. */
function ageOf(then: Moment, now: Moment): number {
  const onAppClock = now.app - then.app;
  return onAppClock < 0 ? Number.POSITIVE_INFINITY : Math.max(onAppClock, now.real - then.real);
}

interface Entry {
  body: string;
  versions: string;
  builtAt: Moment;
}

interface Flight {
  body: Promise<string>;
  builtAt: Moment;
}

export class ListCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly flights = new Map<string, Flight>();
  private readonly now: () => Moment;

  constructor({
    maxEntries,
    maxBytes,
    maxEntryBytes,
    clock,
    realClock = () => performance.now(),
  }: ListCacheOptions) {
    this.now = () => ({ app: clock(), real: realClock() });
    this.entries = new LRUCache<string, Entry>({
      max: maxEntries,
      maxSize: maxBytes,
      maxEntrySize: maxEntryBytes,
      sizeCalculation: (entry, key) => Buffer.byteLength(entry.body) + key.length + entry.versions.length,
    });
  }

  /**
   * The answer for `key` built at `versions` and younger than `maxAgeMs`: stored, shared with a
   * computation under way, or computed by `compute` (then stored). A stored answer past
   * REFRESH_AHEAD_AT of its age is still served, and `compute` runs behind it to replace it.
   */
  async answer(
    key: string,
    versions: string,
    maxAgeMs: number,
    compute: () => Promise<string>,
  ): Promise<{ body: string; outcome: ListCacheOutcome }> {
    const now = this.now();
    const young = (builtAt: Moment) => ageOf(builtAt, now) < maxAgeMs;
    const flightKey = `${versions}\n${key}`;
    const entry = this.entries.get(key);
    if (entry && entry.versions === versions && young(entry.builtAt)) {
      if (ageOf(entry.builtAt, now) >= maxAgeMs * REFRESH_AHEAD_AT && !this.flights.has(flightKey)) {
        // Nobody waits for it; a failure leaves the answer in place until its age runs out.
        this.build(key, versions, now, compute).catch(() => undefined);
      }
      return { body: entry.body, outcome: 'hit' };
    }
    const flight = this.flights.get(flightKey);
    if (flight && young(flight.builtAt)) return { body: await flight.body, outcome: 'shared' };
    return { body: await this.build(key, versions, now, compute), outcome: 'miss' };
  }

  /** Runs `compute` as the one computation of `key` at `versions`, then stores its answer as of `now`. */
  private async build(key: string, versions: string, now: Moment, compute: () => Promise<string>) {
    const flightKey = `${versions}\n${key}`;
    const body = compute();
    this.flights.set(flightKey, { body, builtAt: now });
    try {
      const built = await body;
      // A slower computation begun earlier does not replace a newer answer.
      if ((this.entries.peek(key)?.builtAt.real ?? now.real) <= now.real) {
        this.entries.set(key, { body: built, versions, builtAt: now });
      }
      return built;
    } finally {
      if (this.flights.get(flightKey)?.body === body) this.flights.delete(flightKey);
    }
  }

  /** Entries held and their bytes, for tests and metrics. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize };
  }
}
