// The API's production entry point (command-api/src/main.ts) as its own process on a test database,
// as a container runs it: it serves health, the app and the web root, counts requests, appends and
// conflicts at /metrics on its own loopback listener (never on the public port), says which payment
// keys it uses, refuses to start with a node but no watch-only key, logs with correlation ids, and
// exits with code 0 soon after SIGTERM.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createKysely } from '@shop/infra';
import {
  createTestDatabase,
  findFreePort,
  parsePrometheusText,
  type ServiceProcess,
  samplesOf,
  startServiceProcess,
  type TestDatabase,
} from '@shop/infra/testing';
import { migrateReadModels, type ReadModels } from '@shop/projections';
import { afterAll, beforeAll, expect, it } from 'vitest';

let database: TestDatabase;
let api: ServiceProcess;
let base: string;
let metricsBase: string;
const entryEnv = (port: number) => ({
  NODE_ENV: 'production',
  DATABASE_URL: database.url,
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  APP_SECRET: 'entry-point-test-secret-0123456789abcdef',
});
/** Another wallet's watch-only BSC key (from the public `abandon … about` test mnemonic). */
const WALLET_BEP20_XPUB =
  'xpub6DCoCpSuQZB2jawqnGMEPS63ePKWkwWPH4TU45Q7LPXWuNd8TMtVxRrgjtEshuqpK3mdhaWHPFsBngh5GFZaM6si3yZdUsT8ddYM3PwnATt';

beforeAll(async () => {
  database = await createTestDatabase();
  // In a deployment the projections service creates the read models; the API only reads them.
  await migrateReadModels(createKysely<ReadModels>(database.pool));
  const webRoot = mkdtempSync(join(tmpdir(), 'shop-web-'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>shop</title><div id="root"></div>');
  const [port, metricsPort] = [await findFreePort(), await findFreePort()];
  base = `http://127.0.0.1:${port}`;
  metricsBase = `http://127.0.0.1:${metricsPort}`;
  api = startServiceProcess('command-api/src/main.ts', {
    ...entryEnv(port),
    // All interfaces for the app; the metrics listener stays on loopback by default.
    HOST: '0.0.0.0',
    METRICS_PORT: String(metricsPort),
    // The API never calls the node: an address where nothing listens is enough to offer BEP20.
    BSC_RPC_URL: 'http://127.0.0.1:9',
    BEP20_XPUB: WALLET_BEP20_XPUB,
    ADMIN_EMAIL: 'root@example.com',
    ADMIN_PASSWORD: 'Tr4ding!Robot-admin',
    WEB_ROOT: webRoot,
  });
  await api.waitFor(`${base}/api/health`, { timeoutMs: 60_000 });
}, 90_000);

afterAll(async () => {
  await api?.stop('SIGKILL');
  await database?.drop();
});

const metrics = async () => parsePrometheusText(await (await fetch(`${metricsBase}/metrics`)).text());

it('serves health, the API and the web app from its own process', async () => {
  const health = await (await fetch(`${base}/api/health`)).json();
  expect(health).toMatchObject({
    success: true,
    database: { status: 'up' },
    eventStore: { kind: 'postgres' },
  });
  expect((await fetch(`${base}/api/plans`)).status).toBe(200);
  const page = await fetch(`${base}/dashboard`);
  expect(await page.text()).toContain('<div id="root">');
});

it('exposes request latency, appends and conflicts with real values after a short workload', async () => {
  const before = await metrics();
  const plansCount = (samples: ReturnType<typeof parsePrometheusText>) =>
    samplesOf(samples, 'http_request_duration_seconds_count', {
      method: 'GET',
      route: '/api/plans',
      status_code: '200',
      service: 'api',
    })[0]?.value ?? 0;
  for (let i = 0; i < 3; i += 1) expect((await fetch(`${base}/api/plans`)).status).toBe(200);
  expect((await fetch(`${base}/api/no-such-thing`)).status).toBe(404);
  const account = { username: 'metered', email: 'metered@example.com', password: 'Tr4ding!Robot' };
  const signUp = () =>
    fetch(`${base}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-correlation-id': 'entry-test-42' },
      body: JSON.stringify(account),
    });
  expect((await signUp()).status).toBe(201);
  // The same email again is answered as a new sign-up (the owner is emailed instead).
  expect((await signUp()).status).toBe(201);

  const after = await metrics();
  expect(plansCount(after) - plansCount(before)).toBe(3);
  expect(
    samplesOf(after, 'http_request_duration_seconds_bucket', { route: '/api/plans', le: '+Inf' })[0]?.value,
  ).toBe(plansCount(after));
  expect(samplesOf(after, 'http_request_duration_seconds_count', { route: 'unmatched' })[0]?.value).toBe(1);
  const appends = (outcome: string, samples = after) =>
    samplesOf(samples, 'shop_event_store_appends_total', { outcome, service: 'api' })[0]!.value;
  // The sign-up's reservations and events (the first admin's came before). A conflict needs two
  // writers racing for one stream, which a short workload cannot force: the series is there, at its
  // count; infra/src/metrics/event-store-metrics.test.ts proves conflicts are counted.
  expect(appends('ok') - appends('ok', before)).toBeGreaterThanOrEqual(3);
  expect(appends('conflict')).toBeGreaterThanOrEqual(0);
  expect(samplesOf(after, 'shop_event_store_events_appended_total')[0]!.value).toBeGreaterThan(0);
  expect(samplesOf(after, 'process_resident_memory_bytes', { service: 'api' })[0]!.value).toBeGreaterThan(0);
  expect(api.output()).toMatch(/"correlationId":"entry-test-42".*"request completed"/);
});

it('serves /metrics only on its metrics listener, bound to loopback, never on the public port', async () => {
  const publicAnswer = await fetch(`${base}/metrics`);
  expect(publicAnswer.status).toBe(404);
  expect(await publicAnswer.text()).not.toContain('process_resident_memory_bytes');
  const scrape = await fetch(`${metricsBase}/metrics`);
  expect(scrape.status).toBe(200);
  expect(await scrape.text()).toContain('process_resident_memory_bytes{service="api"}');
  expect(await (await fetch(`${metricsBase}/health`)).json()).toMatchObject({
    healthy: true,
    database: 'up',
  });
  expect(api.output()).toContain(`"metrics":"${metricsBase}"`);
});

it('says at start which payment keys it uses, per network', () => {
  expect(api.output()).toContain('BEP20: watch-only key xpub6…nATt');
  expect(api.output()).toContain('TRC20: no node configured, so no orders and no addresses');
});

it('refuses to start with a BSC node but no watch-only key, naming both variables', async () => {
  const refused = startServiceProcess('command-api/src/main.ts', {
    ...entryEnv(await findFreePort()),
    BSC_RPC_URL: 'https://bsc-dataseed.example.org',
  });
  expect(await refused.exited).toEqual({ code: 1, signal: null });
  expect(refused.output()).toContain(
    'BSC_RPC_URL is set but BEP20_XPUB is not: payments would go to the public development keys. ' +
      "Set BEP20_XPUB to your wallet's watch-only xpub.",
  );
}, 60_000);

it('exits with code 0 on SIGTERM, its cleanup finished before the shutdown deadline', async () => {
  const exit = await api.stop('SIGTERM');
  expect(exit).toMatchObject({ code: 0, signal: null });
  // Code 0 is a finished cleanup: one that hangs is cut off with code 1 (infra/src/process/shutdown.ts).
  expect(api.output()).not.toContain('shutdown took too long');
});
