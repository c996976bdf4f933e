// The projections service's production entry point (projections/src/main.ts) as its own processes on
// a test database: the first runs every projector and serves /health and /metrics on METRICS_PORT, a
// second stands by (advisory locks) and takes over when the first exits with code 0 on SIGTERM.
import { createKysely, type EventStore, formatPosition, newId, PostgresEventStore } from '@shop/infra';
import {
  createTestDatabase,
  eventually,
  findFreePort,
  parsePrometheusText,
  type ServiceProcess,
  samplesOf,
  startServiceProcess,
  type TestDatabase,
} from '@shop/infra/testing';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ReadModels } from '../src/db/schema.js';

let database: TestDatabase;
let store: EventStore;
let db: Kysely<ReadModels>;
const started: ServiceProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const events = new PostgresEventStore({ pool: database.pool, connectionString: database.url });
  await events.migrate();
  store = events;
  db = createKysely<ReadModels>(database.pool);
});

afterAll(async () => {
  for (const service of started) await service.stop('SIGKILL');
  await store?.close();
  await database?.drop();
});

async function startProjections(): Promise<{ service: ServiceProcess; base: string }> {
  const port = await findFreePort();
  const service = startServiceProcess('projections/src/main.ts', {
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    APP_SECRET: 'entry-point-test-secret-0123456789abcdef',
    PUBLIC_URL: 'http://shop.test',
    HOST: '127.0.0.1',
    METRICS_PORT: String(port),
  });
  started.push(service);
  const base = `http://127.0.0.1:${port}`;
  await service.waitFor(`${base}/health`, { timeoutMs: 60_000 });
  return { service, base };
}

const metrics = async (base: string) => parsePrometheusText(await (await fetch(`${base}/metrics`)).text());

const append = async (streamId: string) => {
  const result = await store.append(
    streamId,
    [
      {
        id: newId(),
        type: 'Probed',
        data: {},
        metadata: {
          actor: 'system:entry-test',
          correlationId: 'entry-test',
          causationId: null,
          occurredAt: new Date().toISOString(),
        },
      },
    ],
    { expectedRevision: 'no_stream' },
  );
  if (!result.ok) throw new Error('append failed');
  return result.position;
};

const hasStreamHead = async (streamId: string) =>
  (await db
    .selectFrom('stream_heads')
    .select('stream_id')
    .where('stream_id', '=', streamId)
    .executeTakeFirst())
    ? true
    : undefined;

const checkpointOf = async (projectorId: string) =>
  (
    await db
      .selectFrom('projection_checkpoints')
      .select('position')
      .where('projector_id', '=', projectorId)
      .executeTakeFirst()
  )?.position;

let first: { service: ServiceProcess; base: string };

it('runs every projector, processes appended events and reports zero lag per projector', async () => {
  first = await startProjections();
  const health = await eventually(
    async () => {
      const body = (await (await fetch(`${first.base}/health`)).json()) as {
        healthy: boolean;
        projectors: { id: string; state: string }[];
        reactors: { id: string; state: string }[];
      };
      const runners = [...body.projectors, ...body.reactors];
      return body.projectors.length > 0 && runners.every((p) => p.state === 'running') ? body : undefined;
    },
    { what: 'every projector and reactor running' },
  );
  expect(health.healthy).toBe(true);
  expect(health.projectors.map((p) => p.id)).toEqual(expect.arrayContaining(['users', 'stream-heads']));
  expect(health.reactors.map((r) => r.id)).toEqual(
    expect.arrayContaining(['order-fulfilment', 'account-erasure', 'refund-verdicts']),
  );

  const probe = `probe-${newId()}`;
  await append(probe);
  // Robot telemetry last: the filtered projectors skip it on the subscription, yet their checkpoints move.
  const head = await append(`robotlive-${newId()}`);
  await eventually(() => hasStreamHead(probe), { what: 'the stream-heads row' });
  for (const projector of ['users', 'robot-telemetry', 'stream-heads']) {
    await eventually(
      async () => ((await checkpointOf(projector)) === formatPosition(head) ? true : undefined),
      { what: `${projector} at the head` },
    );
  }

  const samples = await metrics(first.base);
  for (const projector of ['users', 'robot-telemetry', 'stream-heads', 'ledger']) {
    expect(
      samplesOf(samples, 'shop_projector_lag_events', { projector, service: 'projections' })[0]?.value,
    ).toBe(0);
    expect(samplesOf(samples, 'shop_projector_active', { projector, state: 'running' })[0]?.value).toBe(1);
  }
  // Reactors' consumer groups: the probes are of no type a reactor asks for, so nothing waits or is parked.
  for (const state of ['in_flight', 'parked']) {
    expect(samplesOf(samples, 'shop_reactor_events', { reactor: 'order-fulfilment', state })[0]?.value).toBe(
      0,
    );
  }
  expect(samplesOf(samples, 'shop_event_store_appends_total', { outcome: 'ok' })).toHaveLength(1);
});

it('a second instance stands by, healthy, and takes over when the first stops on SIGTERM', async () => {
  const second = await startProjections();
  const standby = await eventually(
    async () => {
      const samples = samplesOf(await metrics(second.base), 'shop_projector_active', { projector: 'users' });
      return samples[0]?.labels.state === 'standby' ? samples : undefined;
    },
    { what: 'the second instance on standby' },
  );
  expect(standby[0]?.value).toBe(0);
  expect(samplesOf(await metrics(second.base), 'shop_projector_lag_events')).toEqual([]);

  const exit = await first.service.stop('SIGTERM');
  expect(exit).toMatchObject({ code: 0, signal: null });
  // Code 0 is a finished cleanup: one that hangs is cut off with code 1 (infra/src/process/shutdown.ts).
  expect(first.service.output()).not.toContain('shutdown took too long');

  await eventually(
    async () => {
      const samples = samplesOf(await metrics(second.base), 'shop_projector_active', {
        projector: 'users',
        state: 'running',
      });
      return samples[0]?.value === 1 ? true : undefined;
    },
    { what: 'the standby taking over' },
  );
  const probe = `probe-${newId()}`;
  await append(probe);
  await eventually(() => hasStreamHead(probe), { what: 'the new leader projecting' });

  const last = await second.service.stop('SIGTERM');
  expect(last).toMatchObject({ code: 0, signal: null });
  // Code 0 is a finished cleanup: one that hangs is cut off with code 1 (infra/src/process/shutdown.ts).
  expect(second.service.output()).not.toContain('shutdown took too long');
}, 60_000);
