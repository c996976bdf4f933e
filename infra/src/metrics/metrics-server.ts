// A tiny HTTP listener beside every service, the API included: GET /metrics for Prometheus (behind a
// bearer token when one is set), GET /health for the container's health check. Nothing else is served.
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from './registry.js';

export interface HealthReport {
  healthy: boolean;
  [detail: string]: unknown;
}

export interface MetricsServerOptions {
  registry: Registry;
  port: number;
  host: string;
  /** When set, /metrics answers only requests with `Authorization: Bearer <token>`. */
  token?: string | undefined;
  health: () => Promise<HealthReport>;
}

export interface MetricsServer {
  /** e.g. http://127.0.0.1:9464 */
  address: string;
  close(): Promise<void>;
}

export async function startMetricsServer(options: MetricsServerOptions): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    const send = (status: number, type: string, body: string) => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
    };
    if (request.method !== 'GET' && request.method !== 'HEAD') return send(405, 'text/plain', 'GET only\n');
    if (path === '/metrics' && !bearsToken(request, options.token)) {
      response.setHeader('www-authenticate', 'Bearer');
      return send(401, 'text/plain', 'The metrics need the bearer token set in METRICS_TOKEN.\n');
    }
    const answer =
      path === '/metrics'
        ? options.registry.metrics().then((text) => send(200, options.registry.contentType, text))
        : path === '/health'
          ? options
              .health()
              .then((report) => send(report.healthy ? 200 : 503, 'application/json', JSON.stringify(report)))
          : Promise.resolve(send(404, 'text/plain', 'not found\n'));
    answer.catch((error: unknown) => send(500, 'text/plain', `${String(error)}\n`));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    address: `http://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Compared as digests, so neither the token's length nor its bytes leak through timing. */
function bearsToken(request: IncomingMessage, token: string | undefined): boolean {
  if (token === undefined) return true;
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(token));
}
