// `npm run rebuild -- --verify` after a mixed workload through the API, with the projections still
// running: the replay into a scratch schema equals every live read model, and a tampered live row
// is reported with its table and values.
import { createKysely } from '@shop/infra';
import {
  allProjectors,
  LiveProjectorBehindError,
  type Projector,
  type ReadModels,
  verifyRebuild,
} from '@shop/projections';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { runMixedWorkload, type Workload } from './helpers/workload.js';

let t: TestApp;
let db: Kysely<ReadModels>;
let workload: Workload;

beforeAll(async () => {
  t = await createTestApp();
  db = createKysely<ReadModels>(t.database.pool);
  workload = await runMixedWorkload(t);
}, 120_000);
afterAll(async () => t?.close());

const verify = () =>
  verifyRebuild({ projectors: allProjectors, store: t.store, db, databaseUrl: t.database.url });

async function scratchSchemas(): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select schema_name as name from information_schema.schemata where schema_name like 'rebuild_verify_%'`.execute(
    db,
  );
  return rows.map((row) => row.name);
}

it('finds no difference after a workload touching every aggregate, and leaves no scratch schema', async () => {
  const report = await verify();

  const tables = allProjectors.flatMap((projector) => projector.tables);
  expect(report.tables.map((table) => table.table)).toEqual(tables);
  const differing = report.tables.filter((table) => table.onlyLive + table.onlyRebuilt > 0);
  expect(differing).toEqual([]);
  // The workload reached every read model, so each comparison compared something.
  for (const table of report.tables) {
    expect(table.rowsLive, table.table).toBeGreaterThan(0);
    expect(table.rowsRebuilt, table.table).toBe(table.rowsLive);
  }
  expect(report.ok).toBe(true);
  expect(report.replay.events).toBeGreaterThan(50);
  expect(report.replay.eventsPerSecond).toBeGreaterThan(0);
  expect(report.tables.find((table) => table.table === 'audit_log')?.leftOut).toEqual([
    'seq left out: a sequence number',
  ]);
  expect(await scratchSchemas()).toEqual([]);
}, 60_000);

it('follows live projectors that move on while it runs (a robot keeps reporting)', async () => {
  let verifying = true;
  const traffic = (async () => {
    let sent = 0;
    for (; verifying && sent < 100; sent += 1) {
      const time = new Date(Date.now() - sent * 60_000).toISOString();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/robot/equity',
        payload: { ...workload.robot, samples: [{ time, balance: 10_000, equity: 10_000 + sent }] },
      });
      expect(response.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return sent;
  })();
  const report = await verify().finally(() => {
    verifying = false;
  });

  expect(await traffic).toBeGreaterThan(0);
  expect(report.tables.filter((table) => table.onlyLive + table.onlyRebuilt > 0)).toEqual([]);
  expect(report.projectors.find((p) => p.id === 'robot-telemetry')?.eventsPastHead).toBeGreaterThan(0);
  const equity = report.tables.find((table) => table.table === 'robot_equity')!;
  expect(equity.rowsRebuilt).toBe(equity.rowsLive);
  expect(equity.rowsLive).toBeGreaterThan(2);
}, 60_000);

it('reports a tampered live row, from both sides, and nothing else', async () => {
  const { licenceId } = workload;
  const before = await db
    .selectFrom('licences')
    .select('account_number')
    .where('licence_id', '=', licenceId)
    .executeTakeFirstOrThrow();
  await db.updateTable('licences').set({ account_number: '1' }).where('licence_id', '=', licenceId).execute();

  const report = await verify();

  expect(report.ok).toBe(false);
  const differing = report.tables.filter((table) => table.onlyLive + table.onlyRebuilt > 0);
  expect(differing.map((table) => table.table)).toEqual(['licences']);
  const [licences] = differing;
  expect(licences).toMatchObject({ projector: 'licences', onlyLive: 1, onlyRebuilt: 1 });
  expect(licences!.examplesOnlyLive).toEqual([
    expect.objectContaining({ licence_id: licenceId, account_number: 1 }),
  ]);
  expect(licences!.examplesOnlyRebuilt).toEqual([
    expect.objectContaining({ licence_id: licenceId, account_number: Number(before.account_number) }),
  ]);
  expect(await scratchSchemas()).toEqual([]);
}, 60_000);

it('stops with a clear message when a live projector does not reach the log head in time', async () => {
  const notRunning: Projector = { id: 'not-running', tables: [], project: async () => {} };
  const verifying = verifyRebuild({
    projectors: [notRunning],
    store: t.store,
    db,
    databaseUrl: t.database.url,
    catchUpTimeoutMs: 300,
  });
  await expect(verifying).rejects.toThrow(LiveProjectorBehindError);
  await expect(verifying).rejects.toThrow(
    /^Live projector not-running is at 0\/0, short of the log head \d+\/\d+ read when the verification started, and did not reach it within 0.3 s: is the projections service running\?/,
  );
  expect(await scratchSchemas()).toEqual([]);
});
