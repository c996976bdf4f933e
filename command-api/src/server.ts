// Runs the app on a port until closed; closing waits for requests in flight.

import {
  type AppKeys,
  type Config,
  choosePaymentKeys,
  createKysely,
  createPaymentAddressBook,
  describePaymentKey,
  type Logger,
  type Platform,
  paymentKeysOf,
  placeholderDetailsWarnings,
  type Registry,
} from '@shop/infra';
import type { ReadModels } from '@shop/projections';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { DevPayments } from './app-dependencies.js';
import { migrateApiTables } from './db/migrate.js';
import { createDevClock } from './dev/dev-clock.js';
import { createPasswordHasher } from './users/passwords.js';

export interface ApiServer {
  app: FastifyInstance;
  /** The address it listens on, e.g. http://127.0.0.1:3000 */
  address: string;
  close(): Promise<void>;
}

export interface ApiServerOptions {
  config: Config;
  logger: Logger;
  platform: Platform;
  keys: AppKeys;
  /** Folder of the built web app; undefined serves the API alone. */
  webRoot: string | undefined;
  /** The development chain's wallet (npm start on its dev chain only). */
  devPayments?: DevPayments;
  /** The process's metrics registry, where request latency is counted (served by the metrics listener). */
  metrics?: Registry;
}

export async function startApiServer({
  config,
  logger,
  platform,
  keys,
  webRoot,
  devPayments,
  metrics,
}: ApiServerOptions): Promise<ApiServer> {
  await migrateApiTables(platform.pool);
  // The dev chain comes with a movable clock for trying time-dependent flows; real shops read the real one.
  const devClock = devPayments ? createDevClock() : undefined;
  const app = await buildApp({
    config,
    logger,
    store: platform.store,
    pool: platform.pool,
    db: createKysely<ReadModels>(platform.pool),
    clock: devClock?.now ?? (() => new Date()),
    devClock,
    keys,
    passwords: createPasswordHasher(),
    paymentAddresses: paymentAddressBook(config, logger, devPayments !== undefined),
    webRoot,
    devPayments,
    metrics,
  });
  for (const warning of placeholderDetailsWarnings(config)) logger.warn(warning);
  const address = await app.listen({ port: config.port, host: config.host });
  return { app, address, close: () => app.close() };
}

/** Development keys only on the dev chain (`devPayments` comes with it); says which keys are in use. */
function paymentAddressBook(config: Config, logger: Logger, devChain: boolean) {
  const choices = choosePaymentKeys(config, { devChain });
  for (const choice of choices) logger.info({ paymentKeys: choice.kind }, describePaymentKey(choice));
  return createPaymentAddressBook(paymentKeysOf(choices));
}
