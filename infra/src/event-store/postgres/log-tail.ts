// The head of the global log, read once for every subscription of a process: subscriptions near the
// head share one window of recent events and one read of the store per wake-up, instead of each
// reading (and parsing) every event itself. Subscriptions elsewhere in the log read the store directly.
import type { RecordedEvent } from '../event-store.js';
import { comparePositions, type GlobalPosition } from '../position.js';

export type ReadAfter = (after: GlobalPosition, limit: number) => Promise<RecordedEvent[]>;

export interface LogTailOptions {
  /** Events asked of the store per read at the head. */
  fetchSize?: number;
  /** Most events the window keeps; older ones drop off its front. */
  keep?: number;
}

interface Fetch {
  ticket: number;
  done: Promise<void>;
}

/**
 * The window holds every event of the log after `start` up to its last event, in order: each store
 * read continues from the window's end, and a read of the PostgreSQL log returns a prefix of what
 * follows (it stops below every running transaction), so the pieces join without gaps.
 *
 * Wake-ups stay exact: a reader is told "nothing new" only by a store read that started after it asked.
 */
export class LogTail {
  private start: GlobalPosition | undefined;
  private events: RecordedEvent[] = [];
  /** The window's end was the head of the log for store reads started at or after this ticket. */
  private headTicket = 0;
  private tickets = 0;
  private generation = 0;
  private fetch: Fetch | undefined;
  private readonly fetchSize: number;
  private readonly keep: number;

  constructor(
    private readonly readStore: ReadAfter,
    { fetchSize = 1_000, keep = 10_000 }: LogTailOptions = {},
  ) {
    this.fetchSize = fetchSize;
    this.keep = Math.max(keep, fetchSize);
  }

  /** The start of what `readStore(after, limit)` would answer at some moment after this call. */
  async read(after: GlobalPosition, limit: number): Promise<RecordedEvent[]> {
    const ticket = ++this.tickets;
    for (;;) {
      const found = this.lookup(after, limit);
      if (found === undefined) return this.readDirect(after, limit);
      if (found.length > 0 || this.headTicket >= ticket) return found;
      await (this.fetch ?? this.startFetch()).done;
    }
  }

  /** Events after `after` from the window; [] at its end; undefined when `after` is outside it. */
  private lookup(after: GlobalPosition, limit: number): RecordedEvent[] | undefined {
    if (!this.start || comparePositions(after, this.start) < 0) return undefined;
    const end = this.events.at(-1)?.position ?? this.start;
    const order = comparePositions(after, end);
    if (order > 0) return undefined;
    if (order === 0) return [];
    let low = 0;
    let high = this.events.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (comparePositions(this.events[middle]!.position, after) > 0) high = middle;
      else low = middle + 1;
    }
    return this.events.slice(low, low + limit);
  }

  private async readDirect(after: GlobalPosition, limit: number): Promise<RecordedEvent[]> {
    const storeTicket = this.tickets;
    const events = await this.readStore(after, limit);
    const end = events.at(-1)?.position ?? after;
    const windowEnd = this.events.at(-1)?.position ?? this.start;
    // It reached the head: a window no older than the one we have.
    if (events.length < limit && (!windowEnd || comparePositions(end, windowEnd) >= 0)) {
      this.generation += 1;
      this.start = after;
      this.events = events.slice(-this.keep);
      if (this.events.length < events.length) this.start = events[events.length - this.keep - 1]!.position;
      this.headTicket = storeTicket;
    }
    return events;
  }

  private startFetch(): Fetch {
    const from = this.events.at(-1)?.position ?? this.start!;
    const generation = this.generation;
    const ticket = this.tickets;
    const fetch: Fetch = {
      ticket,
      done: this.readStore(from, this.fetchSize)
        .then((events) => {
          // A direct read may have replaced the window meanwhile: then these events belong nowhere.
          if (generation !== this.generation) return;
          this.events.push(...events);
          this.headTicket = events.length < this.fetchSize ? ticket : 0;
          this.trim();
        })
        .finally(() => {
          if (this.fetch === fetch) this.fetch = undefined;
        }),
    };
    this.fetch = fetch;
    return fetch;
  }

  private trim(): void {
    const extra = this.events.length - this.keep;
    if (extra <= 0) return;
    this.start = this.events[extra - 1]!.position;
    this.events = this.events.slice(extra);
  }
}
