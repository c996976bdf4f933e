import { expect, it } from 'vitest';
import { describeBatchEquivalence, projectInBatches } from '../../testing/batch-equivalence.js';
import { FAILED, hashOf, REFUND_ADDRESS, refundLog, SENT, VERIFIED } from '../../testing/refund-log.js';
import { ledgerProjector } from './projector.js';

const log = refundLog();
const db = describeBatchEquivalence(ledgerProjector, log, [log.length, 2, 5]);

it('books a refund only once the chain verified it, and keeps sent and failed refunds as open problems', async () => {
  await projectInBatches(db(), ledgerProjector, log, log.length);
  const refunds = await db()
    .selectFrom('ledger_entries')
    .select(['order_id', 'kind', 'amount_cents', 'transaction_hash'])
    .where('kind', 'in', ['refund', 'refund_rejected'])
    .execute();
  expect(refunds).toEqual([
    { order_id: VERIFIED, kind: 'refund', amount_cents: -4_900, transaction_hash: hashOf(102) },
  ]);
  const orders = await db()
    .selectFrom('ledger_orders')
    .select([
      'order_id',
      'problem',
      'refund_address',
      'refund_transaction_hash',
      'refund_failure_reason',
      'refund_failure_message',
    ])
    .orderBy('order_id')
    .execute();
  expect(orders).toEqual([
    {
      order_id: VERIFIED,
      problem: null,
      refund_address: REFUND_ADDRESS,
      refund_transaction_hash: hashOf(102),
      refund_failure_reason: null,
      refund_failure_message: null,
    },
    {
      order_id: FAILED,
      problem: 'refund_failed',
      refund_address: REFUND_ADDRESS,
      refund_transaction_hash: hashOf(201),
      refund_failure_reason: 'not_found',
      refund_failure_message: 'The refund transaction was not found on chain in time.',
    },
    {
      order_id: SENT,
      problem: 'refund_sent',
      refund_address: REFUND_ADDRESS,
      refund_transaction_hash: hashOf(301),
      refund_failure_reason: null,
      refund_failure_message: null,
    },
  ]);
});
