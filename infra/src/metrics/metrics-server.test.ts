// The listener of the services without an API: /metrics in Prometheus' format, /health as JSON with
// 200 or 503, nothing else, and a close that does not wait for idle keep-alive connections.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { findFreePort } from '../postgres/free-port.js';
import { type MetricsServer, startMetricsServer } from './metrics-server.js';
import { Counter, createMetricsRegistry } from './registry.js';

let server: MetricsServer;
let healthy = true;

beforeAll(async () => {
  const registry = createMetricsRegistry('probe');
  new Counter({ name: 'probe_things_total', help: 'things', registers: [registry] }).inc(7);
  server = await startMetricsServer({
    registry,
    port: await findFreePort(),
    host: '127.0.0.1',
    health: async () => ({ healthy, detail: 'x' }),
  });
});
afterAll(async () => server?.close());

it('serves the registry at /metrics in the Prometheus text format', async () => {
  const response = await fetch(`${server.address}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(await response.text()).toContain('probe_things_total{service="probe"} 7');
});

it('answers /health with the report, 200 when healthy and 503 when not', async () => {
  expect(await (await fetch(`${server.address}/health`)).json()).toEqual({ healthy: true, detail: 'x' });
  healthy = false;
  const response = await fetch(`${server.address}/health?verbose=1`);
  expect(response.status).toBe(503);
  healthy = true;
});

it('serves nothing else and only reads', async () => {
  expect((await fetch(`${server.address}/`)).status).toBe(404);
  expect((await fetch(`${server.address}/metrics`, { method: 'POST' })).status).toBe(405);
});

it('with a token, serves /metrics only to a request bearing it, and /health to anyone', async () => {
  const guarded = await startMetricsServer({
    registry: createMetricsRegistry('guarded'),
    port: await findFreePort(),
    host: '127.0.0.1',
    token: 'scrape-token-0123456789',
    health: async () => ({ healthy: true }),
  });
  try {
    const anonymous = await fetch(`${guarded.address}/metrics`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer');
    expect(await anonymous.text()).not.toContain('process_');
    const wrong = { authorization: 'Bearer scrape-token-0123456788' };
    expect((await fetch(`${guarded.address}/metrics`, { headers: wrong })).status).toBe(401);
    const right = { authorization: 'Bearer scrape-token-0123456789' };
    const scrape = await fetch(`${guarded.address}/metrics`, { headers: right });
    expect(scrape.status).toBe(200);
    expect(await scrape.text()).toContain('service="guarded"');
    expect((await fetch(`${guarded.address}/health`)).status).toBe(200);
  } finally {
    await guarded.close();
  }
});
