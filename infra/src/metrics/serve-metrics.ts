// Starts the metrics listener when METRICS_PORT is set (the container images set it), on METRICS_HOST
// (loopback unless told otherwise), with a health check that also asks the database; the returned
// close is a no-op when nothing was started.
import type { Config } from '../config/config.js';
import type { Pool } from '../postgres/database.js';
import { type HealthReport, startMetricsServer } from './metrics-server.js';
import type { Registry } from './registry.js';

export async function serveMetricsIfConfigured(options: {
  config: Config;
  registry: Registry;
  pool: Pool;
  /** What the service adds to the report; unhealthy when it says so or the database is down. */
  health?: () => HealthReport;
}): Promise<{ address: string | undefined; close(): Promise<void> }> {
  const { config, registry, pool } = options;
  if (config.metricsPort === undefined) return { address: undefined, close: async () => {} };
  const server = await startMetricsServer({
    registry,
    port: config.metricsPort,
    host: config.metricsHost,
    token: config.metricsToken,
    health: async () => {
      const database = await pool.query('select 1').then(
        () => 'up',
        () => 'down',
      );
      const service = options.health?.() ?? { healthy: true };
      return { ...service, healthy: database === 'up' && service.healthy, database };
    },
  });
  return server;
}
