// `npm run rotate-secret` (in an image: `node infra/dist/cli/rotate-secret.js`): the last step of rotating APP_SECRET. With APP_SECRET set to the new secret
// and APP_SECRET_PREVIOUS to the old one, rewraps every person's data key with the new secret in one
// transaction (see "Rotating JWT and licence-signing keys" in infra/deploy/README.md).

import { createLogger } from '../logging/logger.js';
import { resolveDatabase } from '../postgres/resolve-database.js';
import { openPlatform } from '../process/platform.js';
import { loadConfigOrExit } from '../process/startup.js';

const config = loadConfigOrExit();
if (!config.appSecret || !config.appSecretPrevious) {
  console.error('Set APP_SECRET to the new secret and APP_SECRET_PREVIOUS to the one it replaces');
  process.exit(2);
}
const logger = createLogger({ level: 'warn', name: 'rotate-secret' });
const database = await resolveDatabase(config, logger);
const platform = await openPlatform({
  config,
  logger,
  databaseUrl: database.url,
  applicationName: 'rotate-secret',
  poolSize: 2,
});
try {
  const rewrapped = await platform.personalDataKeys.rewrapAll();
  process.stdout.write(`${rewrapped} personal-data keys rewrapped with the new APP_SECRET\n`);
} finally {
  await platform.close();
  await database.stop();
}
