// What every service opens first: a connection pool and the event store over it.
import type { Logger } from 'pino';
import type { Config } from '../config/config.js';
import type { EventStore } from '../event-store/event-store.js';
import { openEventStore } from '../event-store/open-event-store.js';
import { createPool, type Pool } from '../postgres/database.js';

export interface Platform {
  databaseUrl: string;
  pool: Pool;
  store: EventStore;
  /** Closes the store's subscriptions and connections, then the pool. */
  close(): Promise<void>;
}

export interface OpenPlatformOptions {
  config: Config;
  logger: Logger;
  databaseUrl: string;
  applicationName: string;
  poolSize?: number;
}

export async function openPlatform(options: OpenPlatformOptions): Promise<Platform> {
  const { config, logger, databaseUrl } = options;
  const pool = createPool(databaseUrl, {
    max: options.poolSize ?? 20,
    applicationName: options.applicationName,
  });
  const store = await openEventStore({ eventStoreUrl: config.eventStoreUrl, databaseUrl, pool });
  logger.debug({ eventStore: store.kind }, 'event store opened');
  return {
    databaseUrl,
    pool,
    store,
    async close() {
      await store.close();
      await pool.end();
    },
  };
}
