import { createKysely } from '@shop/infra';
import { createTestDatabase, type TestDatabase } from '@shop/infra/testing';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateReadModels } from '../../db/migrate.js';
import type { ReadModels } from '../../db/schema.js';
import {
  projectInBatches,
  rowsBeforeAndAfterReplay,
  rowsPerBatchSize,
} from '../../testing/batch-equivalence.js';
import { FIRST, orderLog, SECOND } from '../../testing/order-log.js';
import { ordersProjector } from './projector.js';

let database: TestDatabase;
let db: Kysely<ReadModels>;

beforeAll(async () => {
  database = await createTestDatabase(4);
  db = createKysely<ReadModels>(database.pool);
  await migrateReadModels(db);
});
afterAll(async () => database?.drop());

const log = orderLog();

it('leaves the same rows whether a batch holds the whole log or a single event', async () => {
  const { oneByOne, batched } = await rowsPerBatchSize(db, ordersProjector, log, [log.length, 2, 3, 7]);
  for (const rows of batched) expect(rows).toEqual(oneByOne);
});

it('changes nothing when the log is replayed', async () => {
  const { once, replayed } = await rowsBeforeAndAfterReplay(db, ordersProjector, log);
  expect(replayed).toEqual(once);
});

it('follows each order through holds, rejections, delivery and refunds; an order never placed has no row', async () => {
  await projectInBatches(db, ordersProjector, log, log.length);
  const rows = await db
    .selectFrom('orders')
    .select([
      'order_id',
      'status',
      'status_message',
      'received_base_units',
      'licence_id',
      'refund_status',
      'revision',
    ])
    .orderBy('order_id')
    .execute();
  expect(rows).toEqual([
    {
      order_id: FIRST,
      status: 'completed',
      status_message: null,
      received_base_units: '99000000',
      licence_id: '99999999-0000-4000-8000-000000000001',
      refund_status: 'approved',
      revision: '7',
    },
    {
      order_id: SECOND,
      status: 'expired',
      status_message: null,
      received_base_units: '8910000000000001000',
      licence_id: '99999999-0000-4000-8000-000000000003',
      refund_status: 'rejected',
      revision: '9',
    },
  ]);
});
