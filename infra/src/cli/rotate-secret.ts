// `npm run rotate-secret` (in an image: `node infra/dist/cli/rotate-secret.js`): the last step of
// rotating APP_SECRET. With APP_SECRET set to the new secret and APP_SECRET_PREVIOUS to the old one,
// rewraps every person's data key with the new secret in one transaction (see "Rotating JWT and
// licence-signing keys" in infra/deploy/README.md).
import { openToolPlatform } from '../process/tool-platform.js';

const { config, platform, close } = await openToolPlatform('rotate-secret');
try {
  if (!config.appSecret || !config.appSecretPrevious) {
    console.error('Set APP_SECRET to the new secret and APP_SECRET_PREVIOUS to the one it replaces');
    process.exitCode = 2;
  } else {
    const rewrapped = await platform.personalDataKeys.rewrapAll();
    process.stdout.write(`${rewrapped} personal-data keys rewrapped with the new APP_SECRET\n`);
  }
} finally {
  await close();
}
