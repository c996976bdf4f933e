// What every service opens first: a connection pool and the event store over it.
import type { Logger } from 'pino';
import type { Config } from '../config/config.js';
import type { EventStore } from '../event-store/event-store.js';
import { openEventStore } from '../event-store/open-event-store.js';
import { meterEventStore } from '../metrics/event-store-metrics.js';
import type { Registry } from '../metrics/registry.js';
import { createPool, type Pool } from '../postgres/database.js';
import type { PersonalDataKeys } from '../privacy/personal-data-keys.js';
import { appKeysFromConfig } from '../security/app-secret.js';

export interface Platform {
  databaseUrl: string;
  pool: Pool;
  store: EventStore;
  /** Each person's data key: destroying one erases that person's personal data. */
  personalDataKeys: PersonalDataKeys;
  /** Closes the store's subscriptions and connections, then the pool. */
  close(): Promise<void>;
}

export interface OpenPlatformOptions {
  config: Config;
  logger: Logger;
  databaseUrl: string;
  applicationName: string;
  poolSize?: number;
  /** Where the event store's append counters go; none: not counted. */
  metrics?: Registry;
}

export async function openPlatform(options: OpenPlatformOptions): Promise<Platform> {
  const { config, logger, databaseUrl } = options;
  const pool = createPool(databaseUrl, {
    max: options.poolSize ?? 20,
    applicationName: options.applicationName,
  });
  const keys = appKeysFromConfig(config);
  const opened = await openEventStore({
    eventStoreUrl: config.eventStoreUrl,
    databaseUrl,
    pool,
    personalDataKey: keys.personalDataKey,
    previousPersonalDataKey: keys.previous?.personalDataKey,
  });
  const store = options.metrics ? meterEventStore(opened.store, options.metrics) : opened.store;
  logger.debug({ eventStore: store.kind }, 'event store opened');
  return {
    databaseUrl,
    pool,
    store,
    personalDataKeys: opened.keys,
    async close() {
      await store.close();
      await pool.end();
    },
  };
}
