import { expect, it } from 'vitest';
import { accountLog, LEAVER, STAYER } from '../../testing/account-log.js';
import { describeBatchEquivalence, projectInBatches } from '../../testing/batch-equivalence.js';
import { DELETED_USER_NAME } from '../erasure.js';
import { usersProjector } from './projector.js';

const log = accountLog();
const db = describeBatchEquivalence(usersProjector, log, [log.length, 2, 3, 5]);

it('counts sessions, keeps roles and logins, and leaves a deleted account as it was deleted', async () => {
  await projectInBatches(db(), usersProjector, log, log.length);
  const users = await db()
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
