// `npm start`: the whole product on one machine with no other service: an embedded PostgreSQL
// (unless DATABASE_URL is set), a dev mailbox (unless SMTP_URL is set), migrations, projectors,
// the mail reactor and the API serving the web app. Ctrl-C stops everything, the database last.
import { fileURLToPath } from 'node:url';
import { ensureFirstAdminOnStart, reportFirstAdmin, startApiServer } from '@shop/command-api';
import {
  createKysely,
  createLogger,
  createSmtpMailer,
  deriveAppKeys,
  loadConfigOrExit,
  openPlatform,
  resolveAppSecret,
  resolveDatabase,
  stopOnSignals,
} from '@shop/infra';
import { accountEmailsReactor, type ReadModels, startProjectionsService } from '@shop/projections';
import { startDevMailbox } from './dev-mailbox.js';
import { ensureWebBuild } from './ensure-web-build.js';

const started = performance.now();
const config = loadConfigOrExit();
const logger = createLogger({ level: config.logLevel, name: 'start' });

const webRoot = await ensureWebBuild(fileURLToPath(new URL('../web', import.meta.url)), (message) =>
  logger.info(message),
);
const keys = deriveAppKeys(resolveAppSecret(config.appSecret, config.dataDir));
const database = await resolveDatabase(config, logger);
const mailbox = config.smtpUrl ? undefined : await startDevMailbox();
const mailer = createSmtpMailer(config.smtpUrl ?? mailbox!.smtpUrl, config.mailFrom);
const platform = await openPlatform({ config, logger, databaseUrl: database.url, applicationName: 'shop' });
const emails = accountEmailsReactor({
  store: platform.store,
  db: createKysely<ReadModels>(platform.pool),
  mailer,
  emailTokenKey: keys.emailTokenKey,
  publicUrl: config.publicUrl,
  clock: () => new Date(),
});
const projections = await startProjectionsService({ ...platform, logger, reactors: [emails] });
const api = await startApiServer({ config, logger, platform, keys, webRoot });
const firstAdmin = await ensureFirstAdminOnStart({ store: platform.store, keys, config, logger });

stopOnSignals(async () => {
  await api.close();
  await projections.stop();
  await platform.close();
  mailer.close();
  await mailbox?.close();
  await database.stop();
}, logger);

const seconds = ((performance.now() - started) / 1000).toFixed(1);
logger.info(
  { eventStore: platform.store.kind, database: database.embedded ? 'embedded' : 'external', seconds },
  'started',
);
reportFirstAdmin(firstAdmin);
process.stdout.write(
  [
    `Ready: ${config.publicUrl}`,
    `  API docs:    ${config.publicUrl}/api/docs`,
    `  Health:      ${config.publicUrl}/api/health`,
    mailbox
      ? `  Dev mailbox: ${mailbox.webUrl}  (every email the shop sends lands here)`
      : `  Mail via:    ${new URL(config.smtpUrl!).host}`,
    '',
  ].join('\n'),
);
