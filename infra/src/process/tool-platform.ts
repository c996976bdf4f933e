// What a one-off command (rebuild, grant-admin, rotate-secret) opens: the configured database, or the
// embedded one of `npm start` (stop it first: one server per data folder), and the platform over it.
import type { Config } from '../config/config.js';
import { createLogger } from '../logging/logger.js';
import { resolveDatabase } from '../postgres/resolve-database.js';
import { openPlatform, type Platform } from './platform.js';
import { loadConfigOrExit } from './startup.js';

export interface ToolPlatform {
  config: Config;
  platform: Platform;
  /** Closes the platform, then stops the embedded database if one was started. */
  close(): Promise<void>;
}

export async function openToolPlatform(name: string, poolSize = 2): Promise<ToolPlatform> {
  const config = loadConfigOrExit();
  const logger = createLogger({ level: name === 'rebuild' ? config.logLevel : 'warn', name });
  const database = await resolveDatabase(config, logger);
  const platform = await openPlatform({
    config,
    logger,
    databaseUrl: database.url,
    applicationName: name,
    poolSize,
  });
  return {
    config,
    platform,
    async close() {
      await platform.close();
      await database.stop();
    },
  };
}
