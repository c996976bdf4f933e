// Start-up checks shared by every entry point: settings that are wrong stop the process with a
// plain message (no stack trace), before anything is started.
import { type Config, ConfigError, loadConfig } from '../config/config.js';

export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** For the services run on their own: they share one database, so none may embed its own. */
export function requireDatabaseUrl(config: Config, service: string): string {
  if (config.databaseUrl) return config.databaseUrl;
  console.error(
    `DATABASE_URL is required to run ${service} on its own (npm start runs everything with an embedded PostgreSQL)`,
  );
  process.exit(1);
}
