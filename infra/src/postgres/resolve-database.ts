// DATABASE_URL when given; otherwise an embedded PostgreSQL whose data survives restarts.
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config/config.js';
import { ensureDatabaseExists, withDatabase } from './database.js';
import { startEmbeddedPostgres } from './embedded.js';

export interface ResolvedDatabase {
  url: string;
  embedded: boolean;
  /** Stops the embedded server; nothing for an external one. */
  stop(): Promise<void>;
}

const EMBEDDED_DATABASE = 'shop';

export async function resolveDatabase(config: Config, logger: Logger): Promise<ResolvedDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: false, stop: async () => {} };
  const dataDir = join(config.dataDir, 'postgres');
  const server = await startEmbeddedPostgres({
    dataDir,
    persistent: true,
    onLog: (message) => logger.debug({ postgres: message.trim() }, 'embedded postgres'),
  });
  const url = withDatabase(server.url, EMBEDDED_DATABASE);
  await ensureDatabaseExists(url);
  logger.info({ dataDir, port: server.port }, 'embedded PostgreSQL started');
  return { url, embedded: true, stop: () => server.stop() };
}
