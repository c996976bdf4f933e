// Two API processes (command-api/src/main.ts, as replicas run it) on one database share the
// per-account count of failed logins: guesses spread over both are stopped after ten in all.
import { createKysely, createPool, type Pool } from '@shop/infra';
import {
  createTestDatabase,
  findFreePort,
  type ServiceProcess,
  startServiceProcess,
  type TestDatabase,
} from '@shop/infra/testing';
import { migrateReadModels, type ReadModels } from '@shop/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateApiTables } from '../src/db/migrate.js';
import { createAccountLimits } from '../src/http/attempt-limiter.js';

const ADMIN_EMAIL = 'root@example.com';
const ADMIN_PASSWORD = 'Tr4ding!Robot-admin';

let database: TestDatabase;
const replicas: { api: ServiceProcess; base: string }[] = [];

async function startReplica(): Promise<void> {
  const port = await findFreePort();
  const base = `http://127.0.0.1:${port}`;
  const api = startServiceProcess('command-api/src/main.ts', {
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: 'http://shop.test',
    APP_SECRET: 'replica-test-secret-0123456789abcdef',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
  });
  replicas.push({ api, base });
  await api.waitFor(`${base}/api/health`, { timeoutMs: 90_000 });
}

beforeAll(async () => {
  database = await createTestDatabase();
  // In a deployment the projections service creates the read models; the API only reads them.
  await migrateReadModels(createKysely<ReadModels>(database.pool));
  // One after the other: the first creates the admin account both then share.
  await startReplica();
  await startReplica();
}, 240_000);

afterAll(async () => {
  await Promise.all(replicas.map(({ api }) => api.stop('SIGKILL')));
  await database?.drop();
});

const login = (base: string, password: string) =>
  fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password }),
  });

describe('failed logins across replicas', () => {
  it('answers 429 to the eleventh wrong password and to the right one after five wrong on each replica', async () => {
    const [first, second] = replicas as [(typeof replicas)[0], (typeof replicas)[0]];
    for (let i = 0; i < 10; i += 1) {
      const replica = i % 2 === 0 ? first : second;
      expect((await login(replica.base, `Wrong!Pass${i}`)).status, `guess ${i + 1}`).toBe(401);
    }
    const eleventh = await login(first.base, 'Wrong!Pass10');
    expect(eleventh.status).toBe(429);
    const right = await login(second.base, ADMIN_PASSWORD);
    expect(right.status).toBe(429);
    expect(await right.json()).toMatchObject({ success: false, code: 'TOO_MANY_ATTEMPTS' });
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 60_000);
});

describe('the limits table', () => {
  it('is created once when two processes start at the same moment', async () => {
    const fresh = await createTestDatabase();
    const pools: Pool[] = [createPool(fresh.url), createPool(fresh.url)];
    try {
      await Promise.all(pools.map((pool) => migrateApiTables(pool)));
      const [one, two] = pools.map((pool) => createAccountLimits(pool));
      expect(await one!.failedLogins.take('someone')).toBe(0);
      expect(await two!.failedLogins.take('someone')).toBe(0);
      const { rows } = await fresh.pool.query('select points from api_rate_limits');
      expect(rows).toEqual([{ points: 2 }]);
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
      await fresh.drop();
    }
  }, 60_000);
});
