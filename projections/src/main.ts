// Production entry point of the projections service (`npm run start:projections`): every projector
// and, when SMTP_URL is set, the account-email reactor.
import {
  createKysely,
  createLogger,
  createSmtpMailer,
  deriveAppKeys,
  loadConfigOrExit,
  openPlatform,
  requireDatabaseUrl,
  resolveAppSecret,
  stopOnSignals,
} from '@shop/infra';
import type { ReadModels } from './db/schema.js';
import { emailReactors } from './reactors/email-reactors.js';
import { startProjectionsService } from './service.js';

const config = loadConfigOrExit();
const logger = createLogger({ level: config.logLevel, name: 'projections' });
const databaseUrl = requireDatabaseUrl(config, 'the projections service');
const platform = await openPlatform({
  config,
  logger,
  databaseUrl,
  applicationName: 'projections',
  poolSize: 10,
});
const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : undefined;
if (!mailer) logger.warn('SMTP_URL is not set: account and support emails wait until it is');
const reactors = mailer
  ? emailReactors({
      store: platform.store,
      db: createKysely<ReadModels>(platform.pool),
      mailer,
      emailTokenKey: deriveAppKeys(resolveAppSecret(config.appSecret, config.dataDir)).emailTokenKey,
      publicUrl: config.publicUrl,
      clock: () => new Date(),
    })
  : [];
const service = await startProjectionsService({ ...platform, logger, reactors });
logger.info({ eventStore: platform.store.kind }, 'projections running');

stopOnSignals(async () => {
  await service.stop();
  await platform.close();
  mailer?.close();
}, logger);
