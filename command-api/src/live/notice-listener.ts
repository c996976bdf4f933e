// Holds one PostgreSQL connection LISTENing on a channel, taken from the read-model pool (so the same
// DATABASE_URL) and kept out of it; when the connection drops it connects again, waiting longer each time.
import type { Logger, Pool, PoolClient } from '@shop/infra';

export interface NoticeListenerOptions {
  pool: Pool;
  /** A plain identifier: it is written into the LISTEN statement as it is. */
  channel: string;
  logger: Logger;
  onNotice(payload: string): void;
  /** Each time LISTEN is in force, the first time and after every reconnection. */
  onListening(): void;
  /** The connection dropped; a reconnection follows. */
  onLost(): void;
  /** First pause before connecting again; it doubles after each failure up to `maxRetryDelayMs`. */
  firstRetryDelayMs?: number;
  maxRetryDelayMs?: number;
}

export interface NoticeListener {
  close(): void;
}

const PLAIN_IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

export function startNoticeListener(options: NoticeListenerOptions): NoticeListener {
  if (!PLAIN_IDENTIFIER.test(options.channel)) throw new Error(`Unusable channel name ${options.channel}`);
  const listener = new ReconnectingListener(options);
  void listener.connect();
  return listener;
}

class ReconnectingListener implements NoticeListener {
  /** Gives the current connection back (destroyed); set while LISTEN is in force. */
  private releaseCurrent: (() => void) | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private failures = 0;
  private closed = false;

  constructor(private readonly options: NoticeListenerOptions) {}

  async connect(): Promise<void> {
    this.retryTimer = undefined;
    if (this.closed) return;
    try {
      const release = await this.listen();
      if (this.closed) return release();
      this.releaseCurrent = release;
      this.failures = 0;
      this.options.onListening();
    } catch (error) {
      this.options.logger.warn({ err: error }, 'read-model change notices: cannot listen; trying again');
      this.retryLater();
    }
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.retryTimer);
    this.releaseCurrent?.();
    this.releaseCurrent = undefined;
  }

  /** A connection with LISTEN in force, and how to give it back. */
  private async listen(): Promise<() => void> {
    const client = await this.options.pool.connect();
    const release = releaseOnce(client);
    const lost = (error?: Error) => {
      release();
      if (this.releaseCurrent !== release) return;
      this.releaseCurrent = undefined;
      this.options.onLost();
      this.options.logger.warn({ err: error }, 'read-model change notices: connection lost; reconnecting');
      this.retryLater();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => {
      if (message.channel === this.options.channel && message.payload) this.options.onNotice(message.payload);
    });
    try {
      await client.query(`listen ${this.options.channel}`);
    } catch (error) {
      release();
      throw error;
    }
    return release;
  }

  private retryLater(): void {
    if (this.closed || this.retryTimer) return;
    const { firstRetryDelayMs = 500, maxRetryDelayMs = 30_000 } = this.options;
    const delay = Math.min(firstRetryDelayMs * 2 ** this.failures, maxRetryDelayMs);
    this.failures += 1;
    this.retryTimer = setTimeout(() => void this.connect(), delay);
    this.retryTimer.unref();
  }
}

/** Destroys the connection rather than pooling it again (it still LISTENs), at most once. */
function releaseOnce(client: PoolClient): () => void {
  let released = false;
  return () => {
    if (released) return;
    released = true;
    client.release(true);
  };
}
