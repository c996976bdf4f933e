// `npm start`: the whole product on one machine with no other service: an embedded PostgreSQL
// (unless DATABASE_URL is set), a dev mailbox (unless SMTP_URL is set), a local EVM dev chain with
// a test USDT standing in for BSC (unless BSC_RPC_URL is set), migrations, projectors, reactors,
// the chain watcher and the API serving the web app. Logs go to a file in the data folder (LOG_TO);
// the terminal gets one block saying where everything is, then only warnings and errors. Ctrl-C
// stops everything, the database last, one line per part.
import { randomBytes } from 'node:crypto';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createChainClients, migrateChainWatcher, startChainWatcher } from '@shop/chain-watcher';
import { startDevChain, writeDevPayToken } from '@shop/chain-watcher/dev-chain';
import { ensureFirstAdminOnStart, firstAdminEmail, startApiServer } from '@shop/command-api';
import {
  appKeysFromConfig,
  choosePaymentKeys,
  createKysely,
  createLogger,
  createMetricsRegistry,
  createSmtpMailer,
  describePaymentKey,
  loadConfigOrExit,
  openPlatform,
  resolveDatabase,
  serveMetricsIfConfigured,
  startLogFile,
  startPeriodicTask,
  stopOnSignals,
} from '@shop/infra';
import { emailReactors, type ReadModels, sealTrackRecord, startProjectionsService } from '@shop/projections';
import { startDevMailbox } from './dev-mailbox.js';
import { ensureWebBuild } from './ensure-web-build.js';
import { runSimulatedRobots } from './robot-sim/run.js';
import { ensureShowcase } from './showcase.js';

const started = performance.now();
const config = loadConfigOrExit();
const logFile = startLogFile(config);
const logger = createLogger({ level: config.logLevel, name: 'start', file: logFile });
const say = (line: string) => process.stdout.write(`${line}\n`);
const shownPath = (path: string) => (relative('', path).startsWith('..') ? path : relative('', path));
say(`Starting the shop${logFile ? ` (log: ${shownPath(logFile)})` : ''}…`);

// Said in the terminal: a first start builds the web app, which takes a while.
const webRoot = await ensureWebBuild(fileURLToPath(new URL('../web', import.meta.url)), (message) =>
  say(`  ${message}…`),
);
const keys = appKeysFromConfig(config);
const database = await resolveDatabase(config, logger);
const devChain = config.chains.bsc.rpcUrl
  ? undefined
  : await startDevChain({ dataDir: config.dataDir, blockTimeSeconds: 1, logger });
// On the dev chain, BEP20 points at the test USDT it deployed.
const chains = devChain
  ? {
      ...config.chains,
      bsc: { ...config.chains.bsc, rpcUrl: devChain.rpcUrl, usdtContract: devChain.usdtContract },
    }
  : config.chains;
const mailbox = config.smtpUrl ? undefined : await startDevMailbox({ dataDir: config.dataDir });
const mailer = createSmtpMailer(config.smtpUrl ?? mailbox!.smtpUrl, config.mailFrom);
const metrics = createMetricsRegistry('shop');
const platform = await openPlatform({
  config,
  logger,
  databaseUrl: database.url,
  applicationName: 'shop',
  metrics,
});
// Only with METRICS_PORT, and on loopback unless METRICS_HOST says otherwise: never on the public port.
const metricsServer = await serveMetricsIfConfigured({ config, registry: metrics, pool: platform.pool });
const readModels = createKysely<ReadModels>(platform.pool);
const emails = emailReactors({
  store: platform.store,
  db: readModels,
  mailer,
  emailTokenKey: keys.emailTokenKey,
  unsubscribeKey: keys.unsubscribeKey,
  publicUrl: config.publicUrl,
  clock: () => new Date(),
});
const projections = await startProjectionsService({
  ...platform,
  logger,
  reactors: emails,
  licenceReminders: { mailer, publicUrl: config.publicUrl, unsubscribeKey: keys.unsubscribeKey },
  trackRecord: config.showcaseLicenceKey
    ? { showcaseLicenceKey: config.showcaseLicenceKey, signing: keys.trackRecordSigning }
    : undefined,
});
// The chain watcher's own tables (the API's order status call reads its confirmation progress).
await migrateChainWatcher(createKysely(platform.pool));
const watcher = startChainWatcher({
  ...platform,
  logger,
  clients: createChainClients(chains),
  pollMs: chains.pollSeconds * 1000,
  notFoundMs: chains.notFoundMinutes * 60_000,
});
const devPayments = devChain && {
  pay: (to: string, amount: bigint) => devChain.payer.pay(to, amount),
  payerOf: (hash: string, paymentAddress: string) => devChain.payer.payerOf(hash, paymentAddress),
  cliToken: randomBytes(24).toString('base64url'),
};
const firstAdmin = await ensureFirstAdminOnStart({ store: platform.store, keys, config, logger });
const showcase = config.showcaseLicenceKey
  ? undefined
  : await ensureShowcase({
      store: platform.store,
      db: readModels,
      dataDir: config.dataDir,
      adminEmail: config.admin?.email ?? (firstAdmin.created ? firstAdmin.email : undefined),
    });
const showcaseLicenceKey = config.showcaseLicenceKey ?? showcase?.showcase.licenseKey;
const api = await startApiServer({
  config: { ...config, chains, showcaseLicenceKey },
  logger,
  platform,
  keys,
  webRoot,
  devPayments,
  metrics,
});
if (devChain && devPayments)
  await writeDevPayToken(config.dataDir, {
    apiUrl: `http://127.0.0.1:${config.port}`,
    token: devPayments.cliToken,
  });
// The demo robot's finished days sealed into the public track record, as the projections service
// does for a configured showcase. Started before the robot: its first round seals only days it
// already reported past, the next (10 min later) comes after the replay below.
const demoTrackRecord = showcase
  ? startPeriodicTask({
      name: 'track-record-seals',
      databaseUrl: platform.databaseUrl,
      logger,
      intervalMs: 10 * 60_000,
      work: () =>
        sealTrackRecord({
          store: platform.store,
          db: readModels,
          clock: () => new Date(),
          showcaseLicenceKey: showcase.showcase.licenseKey,
          signing: keys.trackRecordSigning,
        }),
    })
  : undefined;
// The demo robot: its history once replayed (deals deduplicate by ticket), then a report every 30 s.
const robots = new AbortController();
const demoRobot = showcase
  ? runSimulatedRobots({
      url: `http://127.0.0.1:${config.port}`,
      robots: [{ licenseKey: showcase.showcase.licenseKey, accountNumber: showcase.showcase.accountNumber }],
      start: new Date(showcase.showcase.historyStart),
      backfillDays: 90,
      intervalSeconds: 30,
      signal: robots.signal,
      log: (line) => logger.debug({ robot: 'showcase' }, line),
    }).catch((error) => logger.warn({ err: error }, 'the demo robot stopped'))
  : undefined;

// In order: what uses the database before the database; each says when it has stopped.
stopOnSignals(async () => {
  say('');
  const stopped = async (what: string, stop: () => Promise<unknown>) => {
    await stop();
    say(`Stopped ${what}`);
  };
  if (showcase)
    await stopped('the demo robot', async () => {
      robots.abort();
      await demoRobot;
      await demoTrackRecord?.stop();
    });
  await stopped('the API', () => api.close());
  if (metricsServer.address) await stopped('the metrics listener', () => metricsServer.close());
  await stopped('the chain watcher', () => watcher.stop());
  await stopped('the projections and email reactors', () => projections.stop());
  mailer.close();
  if (mailbox) await stopped('the dev mailbox', () => mailbox.close());
  if (devChain) await stopped('the dev chain', () => devChain.stop());
  await stopped(database.embedded ? 'the database' : 'the database connections', async () => {
    await platform.close();
    await database.stop();
  });
}, logger);

const seconds = ((performance.now() - started) / 1000).toFixed(1);
logger.info(
  { eventStore: platform.store.kind, database: database.embedded ? 'embedded' : 'external', seconds },
  'started',
);
const adminEmail =
  config.admin?.email ?? (firstAdmin.created ? firstAdmin.email : await firstAdminEmail(platform.store));
process.stdout.write(
  [
    '',
    `Ready: ${config.publicUrl}`,
    ...signInLines(),
    mailbox
      ? `  Dev mailbox: ${mailbox.webUrl}  (every email the shop sends lands here)`
      : `  Mail via:    ${new URL(config.smtpUrl!).host}`,
    devChain
      ? `  Dev chain:   ${devChain.rpcUrl}  (BEP20 test USDT ${devChain.usdtContract}; pay an order: npm run dev:pay -- <orderId>)`
      : `  BEP20 node:  ${new URL(chains.bsc.rpcUrl!).host}`,
    chains.tron.apiUrl
      ? `  TRON node:   ${new URL(chains.tron.apiUrl).host}`
      : '  TRC20:       unavailable (set TRON_API_URL to take TRC20 payments)',
    ...choosePaymentKeys({ ...config, chains }, { devChain: devChain !== undefined }).map(
      (choice) => `  Keys:        ${describePaymentKey(choice)}`,
    ),
    `  API docs:    ${config.publicUrl}/api/docs`,
    `  Health:      ${config.publicUrl}/api/health`,
    ...(metricsServer.address ? [`  Metrics:     ${metricsServer.address}/metrics`] : []),
    logFile
      ? `  Log:         ${shownPath(logFile)}  (only warnings and errors show here)`
      : '  Log:         this terminal (LOG_TO=stdout)',
    'Ctrl-C stops everything.',
    '',
  ].join('\n'),
);

/** Who signs in as the admin, with the generated password on the start that made it (and only then). */
function signInLines(): string[] {
  if (firstAdmin.created && firstAdmin.generatedPassword)
    return [
      `  Admin:       ${firstAdmin.email}  password ${firstAdmin.generatedPassword}`,
      '               (shown only this once: keep it, or set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)',
    ];
  if (config.admin) return [`  Admin:       ${config.admin.email}  (password from ADMIN_PASSWORD)`];
  if (adminEmail) return [`  Admin:       ${adminEmail}  (password shown on the first start)`];
  return [];
}
