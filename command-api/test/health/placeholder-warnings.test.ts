// GET /api/health reports placeholder organisation details on a shop with a public address.
import {
  createKysely,
  createLogger,
  createPaymentAddressBook,
  DEV_EXTENDED_PUBLIC_KEYS,
  deriveAppKeys,
  type EventStore,
  loadConfig,
} from '@shop/infra';
import { createTestDatabase, createTestEventStore, type TestDatabase } from '@shop/infra/testing';
import type { ReadModels } from '@shop/projections';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { createPasswordHasher } from '../../src/users/passwords.js';

let database: TestDatabase;
let store: EventStore;

beforeAll(async () => {
  database = await createTestDatabase();
  store = (await createTestEventStore(database)).store;
}, 60_000);

afterAll(async () => {
  await store?.close();
  await database?.drop();
});

async function healthOf(env: Record<string, string>) {
  const app = await buildApp({
    config: loadConfig(env),
    logger: createLogger({ level: 'silent', pretty: false }),
    store,
    pool: database.pool,
    db: createKysely<ReadModels>(database.pool),
    clock: () => new Date(),
    keys: deriveAppKeys('health-warnings-secret-0123456789abcdef'),
    passwords: createPasswordHasher(4),
    paymentAddresses: createPaymentAddressBook(DEV_EXTENDED_PUBLIC_KEYS),
    webRoot: undefined,
  });
  try {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    return response.json() as { status: string; warnings: string[] };
  } finally {
    await app.close();
  }
}

it('names the unset organisation variables when PUBLIC_URL is a real address, and stays healthy', async () => {
  const body = await healthOf({ PUBLIC_URL: 'https://shop.acme.example.org', ORGANISATION_NAME: 'Acme Ltd' });
  expect(body.status).toBe('ok');
  expect(body.warnings).toEqual([
    'placeholder organisation details: set ORGANISATION_ADDRESS, ORGANISATION_REGISTRATION, SUPPORT_EMAIL',
  ]);
});

it('reports no warning once the details are set, nor on a local address', async () => {
  const details = {
    ORGANISATION_NAME: 'Acme Ltd',
    ORGANISATION_ADDRESS: '1 High Street, London',
    ORGANISATION_REGISTRATION: '12345678',
    SUPPORT_EMAIL: 'help@acme.example.org',
  };
  expect((await healthOf({ ...details, PUBLIC_URL: 'https://shop.acme.example.org' })).warnings).toEqual([]);
  expect((await healthOf({ PUBLIC_URL: 'http://localhost:3000' })).warnings).toEqual([]);
});
