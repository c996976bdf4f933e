// LISTEN/NOTIFY wake-ups for subscribers. Notifications are sent after the append commits, from
// outside its transaction: a NOTIFY inside it would serialise every commit on PostgreSQL's
// notify lock and defeat group commit. Readers still poll slowly, so a lost wake-up only delays.
import pg from 'pg';
import type { Pool } from '../../postgres/database.js';

const CHANNEL = 'events_appended';
const RECONNECT_DELAY_MS = 1_000;

/** Least time between two notifications of one process: a subscriber hears of appends at most this late. */
const MIN_SPACING_MS = 2;

/**
 * Sends at most one notification at a time per process, at most one every MIN_SPACING_MS, and always
 * one after the latest append: under load the notifications, each a transaction of its own, would
 * otherwise cost PostgreSQL about as much as the appends.
 */
export class CoalescingNotifier {
  private inFlight = false;
  private again = false;

  constructor(private readonly pool: Pool) {}

  notify(): void {
    if (this.inFlight) {
      this.again = true;
      return;
    }
    this.inFlight = true;
    const started = performance.now();
    // set_config(..., true) is local to this one-statement transaction: its commit need not wait for a disk
    // flush. Named, so each connection plans it once.
    this.pool
      .query({
        name: 'event_store_wakeup',
        text: `select set_config('synchronous_commit', 'off', true), pg_notify('${CHANNEL}', '')`,
      })
      .catch(() => {})
      .finally(() => {
        const wait = MIN_SPACING_MS - (performance.now() - started);
        setTimeout(
          () => {
            this.inFlight = false;
            if (this.again) {
              this.again = false;
              this.notify();
            }
          },
          Math.max(0, wait),
        );
      });
  }
}

/** One LISTEN connection shared by every subscription of a store; reconnects after errors. */
export class WakeupListener {
  private generation = 0;
  private waiters = new Set<() => void>();
  private client: pg.Client | undefined;
  private closed = false;
  private connecting: Promise<void> | undefined;

  constructor(private readonly connectionString: string) {}

  /** A counter that changes on each wake-up; pass it to `waitAfter` to miss none. */
  current(): number {
    this.ensureConnected();
    return this.generation;
  }

  /** Resolves on the first wake-up after `generation`, on timeout, or at once if one came already. */
  waitAfter(generation: number, timeoutMs: number): Promise<void> {
    if (this.generation !== generation || this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.waiters.add(done);
    });
  }

  /** Wakes every waiter now (used when stopping a subscription). */
  wakeAll(): void {
    this.generation += 1;
    for (const waiter of [...this.waiters]) waiter();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.wakeAll();
    await this.connecting?.catch(() => {});
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private ensureConnected(): void {
    if (this.client || this.connecting || this.closed) return;
    this.connecting = this.connect().finally(() => {
      this.connecting = undefined;
    });
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: 'event-wakeups',
    });
    const reconnect = () => {
      if (this.client !== client) return;
      this.client = undefined;
      client.end().catch(() => {});
      if (!this.closed) setTimeout(() => this.ensureConnected(), RECONNECT_DELAY_MS).unref();
    };
    client.on('error', reconnect);
    client.on('end', reconnect);
    client.on('notification', () => this.wakeAll());
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      if (this.closed) {
        await client.end();
        return;
      }
      this.client = client;
      // Anything appended while we were not listening is found by the next read.
      this.wakeAll();
    } catch {
      client.end().catch(() => {});
      if (!this.closed) setTimeout(() => this.ensureConnected(), RECONNECT_DELAY_MS).unref();
    }
  }
}
