// The whole back end as tests use it: a fresh database, the event store, projectors, the mail
// reactor talking to a real SMTP server, and the Fastify app (driven with inject or on a port).

import { migrateChainWatcher } from '@shop/chain-watcher/db';
import {
  appKeysFromConfig,
  createKysely,
  createLogger,
  createPaymentAddressBook,
  createSmtpMailer,
  DEV_EXTENDED_PUBLIC_KEYS,
  type EventStore,
  type Logger,
  loadConfig,
  type PersonalDataKeys,
} from '@shop/infra';
import {
  createTestDatabase,
  createTestEventStore,
  startTestMailbox,
  type TestDatabase,
  type TestMailbox,
} from '@shop/infra/testing';
import {
  emailReactors,
  type ProjectionsService,
  type ReadModels,
  startProjectionsService,
} from '@shop/projections';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import type { DevPayments } from '../../src/app-dependencies.js';
import { migrateApiTables } from '../../src/db/migrate.js';
import { createPasswordHasher } from '../../src/users/passwords.js';

export interface TestApp {
  app: FastifyInstance;
  store: EventStore;
  personalDataKeys: PersonalDataKeys;
  /** The projectors and reactors; stop them to rebuild the read models. */
  projections: ProjectionsService;
  database: TestDatabase;
  mailbox: TestMailbox;
  clock: { now: Date };
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  webRoot?: string;
  /** Defaults to a silent logger. */
  logger?: Logger;
  /** Routes added before the app is sealed, e.g. probes of a plugin's hooks. */
  extraRoutes?: (app: FastifyInstance) => void;
  /** A stand-in for the dev chain's wallet: registers the development-only payment routes. */
  devPayments?: DevPayments;
}

export async function createTestApp({
  env = {},
  webRoot,
  logger = silent(),
  extraRoutes,
  devPayments,
}: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({
    PUBLIC_URL: 'http://shop.test',
    APP_SECRET: 'test-secret-'.repeat(4),
    // Both networks take orders; no chain watcher runs here (chain-watcher/test drives it). Their
    // keys are given explicitly: a node without its watch-only key is refused at start-up.
    TRON_API_URL: 'http://tron.invalid',
    BSC_RPC_URL: 'http://bsc.invalid',
    TRC20_XPUB: DEV_EXTENDED_PUBLIC_KEYS.TRC20,
    BEP20_XPUB: DEV_EXTENDED_PUBLIC_KEYS.BEP20,
    ...env,
  });
  const database = await createTestDatabase(20);
  const keys = appKeysFromConfig(config);
  const { store, personalDataKeys } = await createTestEventStore(database, keys.personalDataKey);
  const db = createKysely<ReadModels>(database.pool);
  // The order status call reads the chain watcher's payment_checks, which its own migration creates.
  await migrateChainWatcher(createKysely(database.pool));
  await migrateApiTables(database.pool);
  const mailbox = await startTestMailbox();
  const mailer = createSmtpMailer(mailbox.url, config.mailFrom);
  // A settable clock: tests move time forward to expire tokens.
  const clock = { now: new Date() };
  const now = () => clock.now;
  const projections: ProjectionsService = await startProjectionsService({
    store,
    personalDataKeys,
    pool: database.pool,
    databaseUrl: database.url,
    logger,
    reactors: emailReactors({
      store,
      db,
      mailer,
      emailTokenKey: keys.emailTokenKey,
      unsubscribeKey: keys.unsubscribeKey,
      publicUrl: config.publicUrl,
      clock: now,
    }),
  });
  const app = await buildApp({
    config,
    logger,
    store,
    pool: database.pool,
    db,
    clock: now,
    keys,
    // Cost 4 keeps the suite fast; production uses 12 (see passwords.test.ts).
    passwords: createPasswordHasher(4),
    paymentAddresses: createPaymentAddressBook(DEV_EXTENDED_PUBLIC_KEYS),
    webRoot,
    devPayments,
    // With the dev chain comes its movable clock: here the settable one.
    devClock: devPayments
      ? {
          now,
          advance: (ms) => {
            clock.now = new Date(clock.now.getTime() + ms);
          },
        }
      : undefined,
  });
  extraRoutes?.(app);
  await app.ready();
  return {
    app,
    store,
    personalDataKeys,
    projections,
    database,
    mailbox,
    clock,
    async close() {
      await app.close();
      await projections.stop();
      await store.close();
      mailer.close();
      await mailbox.close();
      await database.drop();
    },
  };
}

function silent(): Logger {
  return createLogger({ level: 'silent', pretty: false });
}
