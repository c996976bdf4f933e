// Runs the app on a port until closed; closing waits for requests in flight.

import {
  type AppKeys,
  type Config,
  createKysely,
  createPaymentAddressBook,
  DEV_EXTENDED_PUBLIC_KEYS,
  type Logger,
  type Platform,
  type Registry,
} from '@shop/infra';
import type { ReadModels } from '@shop/projections';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { DevPayments } from './app-dependencies.js';
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
  /** The process's metrics registry, served at /metrics. */
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
  const app = await buildApp({
    config,
    logger,
    store: platform.store,
    pool: platform.pool,
    db: createKysely<ReadModels>(platform.pool),
    clock: () => new Date(),
    keys,
    passwords: createPasswordHasher(),
    paymentAddresses: paymentAddressBook(config, logger),
    webRoot,
    devPayments,
    metrics,
  });
  const address = await app.listen({ port: config.port, host: config.host });
  return { app, address, close: () => app.close() };
}

function paymentAddressBook(config: Config, logger: Logger) {
  const { TRC20, BEP20 } = config.paymentKeys;
  if (!TRC20 || !BEP20)
    logger.warn(
      'TRC20_XPUB or BEP20_XPUB is not set: payment addresses come from the public development keys',
    );
  return createPaymentAddressBook({
    TRC20: TRC20 ?? DEV_EXTENDED_PUBLIC_KEYS.TRC20,
    BEP20: BEP20 ?? DEV_EXTENDED_PUBLIC_KEYS.BEP20,
  });
}
