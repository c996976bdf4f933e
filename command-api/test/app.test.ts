import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DomainError } from '@shop/domain';
import {
  ConcurrencyError,
  createKysely,
  createLogger,
  createPaymentAddressBook,
  createPool,
  DEV_EXTENDED_PUBLIC_KEYS,
  deriveAppKeys,
  type EventStore,
  loadConfig,
  newId,
  PostgresEventStore,
} from '@shop/infra';
import { createTestDatabase, createTestEventStore, eventually, type TestDatabase } from '@shop/infra/testing';
import {
  allProjectors,
  type ProjectionsService,
  type ReadModels,
  startProjectionsService,
} from '@shop/projections';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app.js';
import { createPasswordHasher } from '../src/users/passwords.js';

const logger = createLogger({ level: 'silent', pretty: false });
const config = loadConfig({ PUBLIC_URL: 'http://shop.test' });
const now = new Date('2026-11-22T12:00:00.000Z');
const security = {
  keys: deriveAppKeys('test-secret-'.repeat(4)),
  passwords: createPasswordHasher(4),
  paymentAddresses: createPaymentAddressBook(DEV_EXTENDED_PUBLIC_KEYS),
};

let database: TestDatabase;
let store: EventStore;
let projections: ProjectionsService;
let app: FastifyInstance;
let webRoot: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const opened = await createTestEventStore(database);
  store = opened.store;
  projections = await startProjectionsService({
    store,
    personalDataKeys: opened.personalDataKeys,
    pool: database.pool,
    databaseUrl: database.url,
    logger,
  });
  webRoot = await mkdtemp(join(tmpdir(), 'web-'));
  await mkdir(join(webRoot, 'assets'));
  await writeFile(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(webRoot, 'assets', 'app-1234.js'), 'console.log(1)');
  app = await buildApp({
    config,
    logger,
    store,
    pool: database.pool,
    db: createKysely<ReadModels>(database.pool),
    clock: () => now,
    ...security,
    webRoot,
  });
  addProbeRoutes(app);
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await projections?.stop();
  await store?.close();
  await database?.drop();
  await rm(webRoot, { recursive: true, force: true });
});

/** Routes that fail on purpose, to see each kind of failure through the one error handler. */
function addProbeRoutes(instance: FastifyInstance) {
  const typed = instance.withTypeProvider<ZodTypeProvider>();
  typed.get('/api/test/domain-error', async () => {
    throw new DomainError('NO_CHANGES_LEFT', 'No account number changes left', 'rule', {
      changesRemaining: 0,
    });
  });
  typed.get('/api/test/not-found', async () => {
    throw new DomainError('LICENCE_NOT_FOUND', 'License not found', 'not_found');
  });
  typed.get('/api/test/conflict', async () => {
    throw new ConcurrencyError('licence-1');
  });
  typed.get('/api/test/crash', async () => {
    throw new Error('secret internal detail');
  });
  typed.get('/api/test/database-down', async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  });
  typed.get('/api/test/database-socket-gone', async () => {
    throw Object.assign(new Error('connect ENOENT /data/postgres/.s.PGSQL.5432'), {
      code: 'ENOENT',
      syscall: 'connect',
    });
  });
  typed.get('/api/test/file-missing', async () => {
    throw Object.assign(new Error("ENOENT: no such file or directory, open 'x'"), {
      code: 'ENOENT',
      syscall: 'open',
    });
  });
  typed.post(
    '/api/test/validate',
    {
      schema: {
        body: z.object({
          accountNumber: z.number({ error: 'Please enter a valid account number' }).int(),
          note: z.string().max(5),
        }),
      },
    },
    async () => ({ success: true }),
  );
  typed.get('/api/test/metadata', async (request) => ({
    success: true,
    metadata: request.eventMetadata('user:u1'),
  }));
}

const problemFields = (status: number) => ({ success: false, type: 'about:blank', status });

describe('GET /api/health', () => {
  it('reports the database, the event store, each projector catching up and each reactor', async () => {
    await store.append(
      `probe-${newId()}`,
      [
        {
          id: newId(),
          type: 'ProbeHappened',
          data: {},
          metadata: {
            actor: 'system:test',
            correlationId: 'c',
            causationId: null,
            occurredAt: now.toISOString(),
          },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    const runnerIds = allProjectors.map((projector) => projector.id);
    // The reactors every deployment runs, each a consumer group of the event store.
    const reactorIds = ['account-erasure', 'order-fulfilment', 'refund-verdicts'];
    // The telemetry projector's subscription filter skips the probe: its checkpoint moves, its count does not.
    const processed = (id: string) => (id === 'robot-telemetry' ? 0 : 1);
    const body = await eventually(
      async () => {
        const response = await app.inject({ method: 'GET', url: '/api/health' });
        expect(response.statusCode).toBe(200);
        return response.json() as Record<string, unknown>;
      },
      {
        what: 'every projector past the probe and every reactor listed',
        accept: (answer) => {
          const projectors = answer.projectors as { id: string; lag: number; eventsProcessed: number }[];
          const reactors = answer.reactors as { id: string }[];
          return (
            projectors.length === runnerIds.length &&
            projectors.every((p) => p.lag === 0 && p.eventsProcessed === processed(p.id)) &&
            reactors.length === reactorIds.length
          );
        },
      },
    );
    expect(body).toMatchObject({
      success: true,
      status: 'ok',
      database: { status: 'up' },
      eventStore: { kind: 'postgres', status: 'up' },
      projectors: runnerIds.sort().map((id) => ({ id, lag: 0, eventsProcessed: processed(id) })),
      // The probe is of no type a reactor asks for: none of them has anything to do.
      reactors: reactorIds.map((id) => ({ id, handled: 0, inFlight: 0, parked: 0 })),
    });
  });

  it('answers 503 when the database cannot be reached', async () => {
    const deadPool = createPool('postgres://postgres:postgres@127.0.0.1:1/none', { max: 1 });
    const deadStore = new PostgresEventStore({
      pool: deadPool,
      connectionString: 'postgres://127.0.0.1:1/none',
    });
    const downApp = await buildApp({
      config,
      logger,
      store: deadStore,
      pool: deadPool,
      db: createKysely<ReadModels>(deadPool),
      clock: () => now,
      ...security,
      webRoot: undefined,
    });
    try {
      const response = await downApp.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        success: false,
        status: 'degraded',
        database: { status: 'down' },
        eventStore: { kind: 'postgres', status: 'down' },
        projectors: [],
        reactors: [],
        warnings: expect.any(Array),
      });
    } finally {
      await downApp.close();
      await deadStore.close();
      await deadPool.end();
    }
  });
});

describe('errors', () => {
  it('maps a broken rule to 409 problem JSON with the spec message, code and extra fields', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/domain-error' });
    expect(response.statusCode).toBe(409);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toEqual({
      ...problemFields(409),
      error: 'No account number changes left',
      code: 'NO_CHANGES_LEFT',
      title: 'Conflict',
      detail: 'No account number changes left',
      changesRemaining: 0,
    });
  });

  it('maps a missing record to 404, a concurrency conflict to 409, an outage to 503', async () => {
    const notFound = await app.inject({ method: 'GET', url: '/api/test/not-found' });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toMatchObject({ error: 'License not found', code: 'LICENCE_NOT_FOUND' });

    const conflict = await app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ code: 'CONCURRENCY_CONFLICT' });

    const down = await app.inject({ method: 'GET', url: '/api/test/database-down' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', success: false });
    const socketGone = await app.inject({ method: 'GET', url: '/api/test/database-socket-gone' });
    expect(socketGone.statusCode).toBe(503);
    const fileMissing = await app.inject({ method: 'GET', url: '/api/test/file-missing' });
    expect(fileMissing.statusCode).toBe(500);
  });

  it('hides unexpected errors behind a generic 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ error: 'An unexpected error occurred', code: 'INTERNAL_ERROR' });
    expect(response.body).not.toContain('secret internal detail');
  });

  it('answers bad input with 400 and the schema message, naming the field when zod speaks', async () => {
    const spec = await app.inject({
      method: 'POST',
      url: '/api/test/validate',
      payload: { accountNumber: 'abc', note: 'ok' },
    });
    expect(spec.statusCode).toBe(400);
    expect(spec.json()).toMatchObject({
      error: 'Please enter a valid account number',
      code: 'VALIDATION_FAILED',
    });

    const generic = await app.inject({
      method: 'POST',
      url: '/api/test/validate',
      payload: { accountNumber: 1, note: 'far too long' },
    });
    expect(generic.json().error).toMatch(/^note: Too big/);

    const broken = await app.inject({
      method: 'POST',
      url: '/api/test/validate',
      headers: { 'content-type': 'application/json' },
      payload: '{"accountNumber":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ success: false, status: 400 });
  });

  it('answers unknown API paths with 404 problem JSON', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/nothing/here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      ...problemFields(404),
      error: 'Route POST /api/nothing/here not found',
      code: 'NOT_FOUND',
      title: 'Not Found',
      detail: 'Route POST /api/nothing/here not found',
    });
  });
});

describe('requests', () => {
  it('echoes a safe request id, makes one up otherwise, and carries it into event metadata', async () => {
    const given = await app.inject({
      method: 'GET',
      url: '/api/test/metadata',
      headers: { 'x-request-id': 'req-123' },
    });
    expect(given.headers['x-request-id']).toBe('req-123');
    expect(given.json().metadata).toEqual({
      actor: 'user:u1',
      correlationId: 'req-123',
      causationId: 'req-123',
      occurredAt: '2026-11-22T12:00:00.000Z',
    });

    const unsafe = await app.inject({
      method: 'GET',
      url: '/api/test/metadata',
      headers: { 'x-request-id': 'bad id\n' },
    });
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const correlated = await app.inject({
      method: 'GET',
      url: '/api/test/metadata',
      headers: { 'x-correlation-id': 'checkout-42' },
    });
    expect(correlated.json().metadata.correlationId).toBe('checkout-42');
  });

  it('sends security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    // Every header helmet sets, on an error answer as on a success.
    const refused = await app.inject({ method: 'GET', url: '/api/users/me' });
    expect(refused.statusCode).toBe(401);
    for (const answer of [response, refused]) {
      expect(answer.headers).toMatchObject({
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'referrer-policy': 'no-referrer',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-frame-options': 'SAMEORIGIN',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('publishes an OpenAPI document generated from the route schemas, with a browsable UI', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/api/health'].get.responses['200']).toBeDefined();
    const ui = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('web app', () => {
  it('serves index.html for app routes and hashed assets with long caching', async () => {
    for (const url of ['/', '/dashboard', '/admin?tab=users', '/no/such/page']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
