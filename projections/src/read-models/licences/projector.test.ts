import { ERASED } from '@shop/domain';
import { createKysely } from '@shop/infra';
import { createTestDatabase, type TestDatabase } from '@shop/infra/testing';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateReadModels } from '../../db/migrate.js';
import type { ReadModels } from '../../db/schema.js';
import { accountLog, LEAVERS_LICENCE, STAYERS_LICENCE } from '../../testing/account-log.js';
import {
  projectInBatches,
  rowsBeforeAndAfterReplay,
  rowsPerBatchSize,
} from '../../testing/batch-equivalence.js';
import { licencesProjector } from './projector.js';

let database: TestDatabase;
let db: Kysely<ReadModels>;

beforeAll(async () => {
  database = await createTestDatabase(4);
  db = createKysely<ReadModels>(database.pool);
  await migrateReadModels(db);
});
afterAll(async () => database?.drop());

const log = accountLog();

it('leaves the same rows whether a batch holds the whole log or a single event', async () => {
  const { oneByOne, batched } = await rowsPerBatchSize(db, licencesProjector, log, [log.length, 2, 3, 5]);
  for (const rows of batched) expect(rows).toEqual(oneByOne);
});

it('changes nothing when the log is replayed', async () => {
  const { once, replayed } = await rowsBeforeAndAfterReplay(db, licencesProjector, log);
  expect(replayed).toEqual(once);
});

it('folds each licence with the domain rules and erases the deleted owner’s reasons in its history', async () => {
  await projectInBatches(db, licencesProjector, log, log.length);
  const licences = await db
    .selectFrom('licences')
    .select(['licence_id', 'status', 'account_number', 'account_number_changes', 'revision'])
    .orderBy('licence_id')
    .execute();
  expect(licences).toEqual([
    {
      licence_id: LEAVERS_LICENCE,
      status: 'revoked',
      account_number: '1002',
      account_number_changes: 1,
      revision: '2',
    },
    {
      licence_id: STAYERS_LICENCE,
      status: 'revoked',
      account_number: '2001',
      account_number_changes: 0,
      revision: '1',
    },
  ]);
  const change = await db
    .selectFrom('licence_history')
    .select('data')
    .where('licence_id', '=', LEAVERS_LICENCE)
    .where('type', '=', 'AccountNumberChanged')
    .executeTakeFirstOrThrow();
  expect(change.data).toMatchObject({ from: 1001, to: 1002, reason: ERASED });
});
