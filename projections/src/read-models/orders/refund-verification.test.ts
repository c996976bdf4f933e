import { expect, it } from 'vitest';
import { describeBatchEquivalence, projectInBatches } from '../../testing/batch-equivalence.js';
import { FAILED, hashOf, refundLog, SENT, VERIFIED } from '../../testing/refund-log.js';
import { ordersProjector } from './projector.js';

const log = refundLog();
const db = describeBatchEquivalence(ordersProjector, log, [log.length, 2, 5]);

it('shows a refund sent as verifying, refunded only once verified, and back as requested after a failure', async () => {
  await projectInBatches(db(), ordersProjector, log, log.length);
  const rows = await db()
    .selectFrom('orders')
    .select([
      'order_id',
      'refund_status',
      'refund_transaction_hash',
      'refund_verified_at',
      'refund_failed_transaction_hash',
      'refund_failure_reason',
    ])
    .orderBy('order_id')
    .execute();
  expect(rows).toEqual([
    {
      order_id: VERIFIED,
      refund_status: 'approved',
      refund_transaction_hash: hashOf(102),
      refund_verified_at: expect.any(Date),
      refund_failed_transaction_hash: hashOf(101),
      refund_failure_reason: 'not_found',
    },
    {
      order_id: FAILED,
      refund_status: 'requested',
      refund_transaction_hash: null,
      refund_verified_at: null,
      refund_failed_transaction_hash: hashOf(201),
      refund_failure_reason: 'not_found',
    },
    {
      order_id: SENT,
      refund_status: 'sent',
      refund_transaction_hash: hashOf(301),
      refund_verified_at: null,
      refund_failed_transaction_hash: null,
      refund_failure_reason: null,
    },
  ]);
});
