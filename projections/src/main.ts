// Production entry point of the projections service (`npm run start:projections`): every projector
// and, when SMTP_URL is set, the email reactors and the licence reminders.
import {
  appKeysFromConfig,
  createKysely,
  createLogger,
  createMetricsRegistry,
  createSmtpMailer,
  loadConfigOrExit,
  openPlatform,
  requireDatabaseUrl,
  serveMetricsIfConfigured,
  stopOnSignals,
} from '@shop/infra';
import type { ReadModels } from './db/schema.js';
import { registerProjectorMetrics } from './metrics/projector-metrics.js';
import { emailReactors } from './reactors/email-reactors.js';
import { startProjectionsService } from './service.js';

const config = loadConfigOrExit();
const logger = createLogger({ level: config.logLevel, name: 'projections' });
const databaseUrl = requireDatabaseUrl(config, 'the projections service');
const metrics = createMetricsRegistry('projections');
const platform = await openPlatform({
  config,
  logger,
  databaseUrl,
  applicationName: 'projections',
  poolSize: 10,
  metrics,
});
const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : undefined;
if (!mailer) logger.warn('SMTP_URL is not set: account, order, support and reminder emails wait until it is');
const keys = appKeysFromConfig(config);
const reactors = mailer
  ? emailReactors({
      store: platform.store,
      db: createKysely<ReadModels>(platform.pool),
      mailer,
      emailTokenKey: keys.emailTokenKey,
      unsubscribeKey: keys.unsubscribeKey,
      publicUrl: config.publicUrl,
      clock: () => new Date(),
    })
  : [];
const licenceReminders = mailer
  ? { mailer, publicUrl: config.publicUrl, unsubscribeKey: keys.unsubscribeKey }
  : undefined;
const trackRecord = config.showcaseLicenceKey
  ? { showcaseLicenceKey: config.showcaseLicenceKey, signing: keys.trackRecordSigning }
  : undefined;
const service = await startProjectionsService({
  ...platform,
  logger,
  reactors,
  licenceReminders,
  trackRecord,
});
registerProjectorMetrics(metrics, platform.store, service.status);
const metricsServer = await serveMetricsIfConfigured({
  config,
  registry: metrics,
  pool: platform.pool,
  // A projector or reactor that keeps failing makes the instance unhealthy; standing by is healthy.
  health: () => {
    const projectors = service.status().map(({ id, state, lastError }) => ({ id, state, lastError }));
    const reactors = service.reactorStatus();
    const healthy = [...projectors, ...reactors].every((runner) => runner.state !== 'retrying');
    return { healthy, projectors, reactors };
  },
});
logger.info({ eventStore: platform.store.kind, metrics: metricsServer.address }, 'projections running');

stopOnSignals(async () => {
  await metricsServer.close();
  await service.stop();
  await platform.close();
  mailer?.close();
}, logger);
