// GET /api/admin/changes on two API replicas over one database: a command that changes a read model is
// announced on both replicas' streams, named; only admins may listen, a few streams each; closing a
// replica ends its streams cleanly.
import {
  appKeysFromConfig,
  createKysely,
  createLogger,
  createPaymentAddressBook,
  createPool,
  DEV_EXTENDED_PUBLIC_KEYS,
  loadConfig,
  type Pool,
} from '@shop/infra';
import { eventually } from '@shop/infra/testing';
import type { ReadModels } from '@shop/projections';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createPasswordHasher } from '../src/users/passwords.js';
import { type ChangeStreamReader, openChangeStream } from './helpers/change-stream-reader.js';
import { type Session, signUp, signUpAdmin } from './helpers/sessions.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let admin: Session;
let trader: Session;
let second: { app: FastifyInstance; pool: Pool };
const bases: string[] = [];
const readers: ChangeStreamReader[] = [];

/** Another API process on the same database: its own pool, so its own LISTEN connection. */
async function startSecondReplica() {
  const config = loadConfig({ PUBLIC_URL: 'http://shop.test', APP_SECRET: 'test-secret-'.repeat(4) });
  const pool = createPool(t.database.url, { max: 5 });
  const app = await buildApp({
    config,
    logger: createLogger({ level: 'silent', pretty: false }),
    store: t.store,
    pool,
    db: createKysely<ReadModels>(pool),
    clock: () => new Date(),
    keys: appKeysFromConfig(config),
    passwords: createPasswordHasher(4),
    paymentAddresses: createPaymentAddressBook(DEV_EXTENDED_PUBLIC_KEYS),
    webRoot: undefined,
  });
  return { app, pool };
}

const createDiscount = (code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/discounts',
    headers: admin.auth,
    payload: { code, description: 'Live', type: 'percentage', value: 20, validUntil: '2099-01-01T00:00:00Z' },
  });

async function listen(base: string, session: Session | undefined = admin) {
  const reader = await openChangeStream(base, session?.token);
  readers.push(reader);
  return reader;
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, trader] = await Promise.all([signUpAdmin(t, 'liveadmin'), signUp(t, 'livetrader')]);
  second = await startSecondReplica();
  for (const app of [t.app, second.app]) bases.push(await app.listen({ port: 0, host: '127.0.0.1' }));
}, 60_000);

afterAll(async () => {
  for (const reader of readers) reader.abort();
  await second?.app.close();
  await second?.pool.end();
  await t?.close();
});

describe('change notices', () => {
  it('tells the admins on every replica which read model a command changed', async () => {
    const streams = await Promise.all(bases.map((base) => listen(base)));
    for (const stream of streams) {
      expect(stream.status).toBe(200);
      // The opening comment: this replica LISTENs from here on.
      await eventually(() => stream.text(), { what: 'the stream opened', accept: (text) => text.length > 0 });
    }
    const created = await createDiscount('LIVE20');
    expect(created.statusCode, created.body).toBe(201);
    for (const [index, stream] of streams.entries()) {
      await eventually(() => stream.changes.flatMap((change) => change.readModels), {
        what: `the discounts notice on replica ${index + 1}`,
        accept: (names) => names.includes('discounts'),
        explain: () => stream.text(),
      });
    }
    expect(streams[0]!.text()).toMatch(/^event: change\ndata: \{"readModels":\[.*"discounts".*\]\}$/m);
  });

  it('answers 401 without a session, 403 to a non-admin and 406 to a client that takes no event stream', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/changes' });
    expect(anonymous.statusCode).toBe(401);
    const nonAdmin = await t.app.inject({ method: 'GET', url: '/api/admin/changes', headers: trader.auth });
    expect(nonAdmin.statusCode).toBe(403);
    const json = await t.app.inject({
      method: 'GET',
      url: '/api/admin/changes',
      headers: { ...admin.auth, accept: 'application/json' },
    });
    expect(json.statusCode).toBe(406);
    expect(json.json()).toMatchObject({ success: false, code: 'NOT_ACCEPTABLE' });
  });

  it('refuses a sixth stream of one admin with 429, and counts a closed stream out again', async () => {
    const [base] = bases as [string];
    const other = await signUpAdmin(t, 'liveother');
    const open = [];
    for (let i = 0; i < 5; i += 1) open.push(await listen(base, other));
    expect(open.map((stream) => stream.status)).toEqual([200, 200, 200, 200, 200]);
    const sixth = await listen(base, other);
    expect(sixth.status).toBe(429);
    await sixth.ended;
    expect(JSON.parse(sixth.text())).toMatchObject({ success: false, code: 'TOO_MANY_CHANGE_STREAMS' });
    expect(JSON.parse(sixth.text()).error).toMatch(/5 live update streams open/);

    open[0]!.abort();
    const again = await eventually(() => listen(base, other), {
      what: 'a stream once the first one closed',
      accept: (stream) => stream.status === 200,
    });
    expect(again.status).toBe(200);
  });

  it('listens again after losing its connection, naming every read model once, then each change', async () => {
    const stream = await listen(bases[0]!);
    await eventually(() => stream.text(), { what: 'the stream opened', accept: (text) => text.length > 0 });
    await t.database.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query = 'listen read_model_changes'`,
    );
    const everything = await eventually(() => stream.changes.at(-1)?.readModels, {
      what: 'every read model named once listening again',
      accept: (names) => names?.includes('licences') === true && names.includes('tickets'),
      explain: () => stream.text(),
    });
    expect(everything).toEqual(
      expect.arrayContaining(['audit-log', 'discounts', 'ledger', 'orders', 'users']),
    );
    const seen = stream.changes.length;
    const created = await createDiscount('AGAIN20');
    expect(created.statusCode, created.body).toBe(201);
    await eventually(() => stream.changes.slice(seen).flatMap((change) => change.readModels), {
      what: 'the discounts notice after reconnecting',
      accept: (names) => names.includes('discounts'),
    });
  });

  it('ends its streams cleanly when the replica closes', async () => {
    const stream = await listen(bases[1]!);
    expect(stream.status).toBe(200);
    await second.app.close();
    expect(await stream.ended).toBe(true);
  });
});
