import { createKysely } from '@shop/infra';
import { createTestDatabase, type TestDatabase } from '@shop/infra/testing';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateReadModels } from '../../db/migrate.js';
import type { ReadModels } from '../../db/schema.js';
import { accountLog, LEAVER, STAYER } from '../../testing/account-log.js';
import {
  projectInBatches,
  rowsBeforeAndAfterReplay,
  rowsPerBatchSize,
} from '../../testing/batch-equivalence.js';
import { DELETED_USER_NAME } from '../erasure.js';
import { usersProjector } from './projector.js';

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
  const { oneByOne, batched } = await rowsPerBatchSize(db, usersProjector, log, [log.length, 2, 3, 5]);
  for (const rows of batched) expect(rows).toEqual(oneByOne);
});

it('changes nothing when the log is replayed', async () => {
  const { once, replayed } = await rowsBeforeAndAfterReplay(db, usersProjector, log);
  expect(replayed).toEqual(once);
});

it('counts sessions, keeps roles and logins, and leaves a deleted account as it was deleted', async () => {
  await projectInBatches(db, usersProjector, log, log.length);
  const users = await db
    .selectFrom('users')
    .select([
      'user_id',
      'username',
      'email',
      'roles',
      'email_verified',
      'session_generation',
      'last_login_at',
      'revision',
    ])
    .orderBy('user_id')
    .execute();
  expect(users).toEqual([
    {
      user_id: LEAVER,
      username: DELETED_USER_NAME,
      email: '',
      roles: ['user'],
      email_verified: true,
      session_generation: 2,
      last_login_at: new Date(Date.UTC(2026, 10, 25, 9, 19)),
      revision: '8',
    },
    {
      user_id: STAYER,
      username: 'stayer',
      email: 'stayer@example.com',
      roles: ['admin', 'user'],
      email_verified: true,
      session_generation: 0,
      last_login_at: new Date(Date.UTC(2026, 10, 25, 9, 18)),
      revision: '2',
    },
  ]);
});
