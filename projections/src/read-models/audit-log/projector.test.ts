import { ERASED } from '@shop/domain';
import { createKysely } from '@shop/infra';
import { createTestDatabase, type TestDatabase } from '@shop/infra/testing';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateReadModels } from '../../db/migrate.js';
import type { ReadModels } from '../../db/schema.js';
import { accountLog, LEAVER, LEAVERS_TICKET, STAYER, STAYERS_LICENCE } from '../../testing/account-log.js';
import {
  projectInBatches,
  rowsBeforeAndAfterReplay,
  rowsPerBatchSize,
} from '../../testing/batch-equivalence.js';
import { orderLog } from '../../testing/order-log.js';
import { auditLogProjector } from './projector.js';

let database: TestDatabase;
let db: Kysely<ReadModels>;

beforeAll(async () => {
  database = await createTestDatabase(4);
  db = createKysely<ReadModels>(database.pool);
  await migrateReadModels(db);
});
afterAll(async () => database?.drop());

const log = [...accountLog(), ...orderLog()];

it('leaves the same rows whether a batch holds the whole log or a single event', async () => {
  const { oneByOne, batched } = await rowsPerBatchSize(
    db,
    auditLogProjector,
    log,
    [log.length, 2, 7],
    ['seq'],
  );
  for (const rows of batched) expect(rows).toEqual(oneByOne);
});

it('changes nothing when the log is replayed (a deletion erases again what came after it: left out)', async () => {
  const withoutDeletion = log.filter((event) => event.type !== 'UserDeleted');
  const { once, replayed } = await rowsBeforeAndAfterReplay(db, auditLogProjector, withoutDeletion, ['seq']);
  expect(replayed).toEqual(once);
});

it('records events in log order with their owners, erasing what the deleted owner wrote before the deletion', async () => {
  await projectInBatches(db, auditLogProjector, log, 9);
  const { rows } = await sql<{ event_id: string }>`select event_id from audit_log order by seq`.execute(db);
  expect(rows.map((row) => row.event_id)).toEqual(log.map((event) => event.id));
  const messages = await db
    .selectFrom('audit_log')
    .select(['owner_id', 'data'])
    .where('stream_id', '=', `ticket-${LEAVERS_TICKET}`)
    .where('type', '=', 'TicketMessagePosted')
    .orderBy('seq')
    .execute();
  expect(messages).toEqual([
    { owner_id: LEAVER, data: expect.objectContaining({ message: ERASED }) },
    { owner_id: LEAVER, data: expect.objectContaining({ message: 'Posted after the deletion' }) },
  ]);
});

it('keeps the name each entity was created with, the deleted user’s erased', async () => {
  await projectInBatches(db, auditLogProjector, log, 5);
  const names = await db.selectFrom('audit_entity_names').selectAll().orderBy('stream_id').execute();
  expect(names).toEqual(
    expect.arrayContaining([
      { stream_id: `user-${LEAVER}`, name: ERASED },
      { stream_id: `user-${STAYER}`, name: 'stayer' },
      { stream_id: `licence-${STAYERS_LICENCE}`, name: `KEY-${STAYERS_LICENCE.slice(0, 5)}` },
      { stream_id: `ticket-${LEAVERS_TICKET}`, name: '1' },
    ]),
  );
});
