import { ERASED } from '@shop/domain';
import { expect, it } from 'vitest';
import { accountLog, LEAVERS_LICENCE, STAYERS_LICENCE } from '../../testing/account-log.js';
import { describeBatchEquivalence, projectInBatches } from '../../testing/batch-equivalence.js';
import { licencesProjector } from './projector.js';

const log = accountLog();
const db = describeBatchEquivalence(licencesProjector, log, [log.length, 2, 3, 5]);

it('folds each licence with the domain rules and erases the deleted owner’s reasons in its history', async () => {
  await projectInBatches(db(), licencesProjector, log, log.length);
  const licences = await db()
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
  const change = await db()
    .selectFrom('licence_history')
    .select('data')
    .where('licence_id', '=', LEAVERS_LICENCE)
    .where('type', '=', 'AccountNumberChanged')
    .executeTakeFirstOrThrow();
  expect(change.data).toMatchObject({ from: 1001, to: 1002, reason: ERASED });
});
