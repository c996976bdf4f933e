import { ERASED } from '@shop/domain';
import { expect, it } from 'vitest';
import { describeBatchEquivalence, projectInBatches } from '../../testing/batch-equivalence.js';
import { FIRST, orderLog, SECOND } from '../../testing/order-log.js';
import { ledgerProjector } from './projector.js';

const log = orderLog();
const LICENCE = (n: number) => `99999999-0000-4000-8000-00000000000${n}`;

const db = describeBatchEquivalence(ledgerProjector, log, [log.length, 2, 3, 7]);

it('books every money event once, each naming the order’s last delivered licence, and erases refund reasons', async () => {
  await projectInBatches(db(), ledgerProjector, log, log.length);
  const entries = await db()
    .selectFrom('ledger_entries')
    .select(['order_id', 'kind', 'amount_cents', 'licence_id'])
    .orderBy('occurred_at')
    .execute();
  expect(entries).toEqual([
    { order_id: FIRST, kind: 'underpaid', amount_cents: 0, licence_id: LICENCE(1) },
    { order_id: FIRST, kind: 'late', amount_cents: 0, licence_id: LICENCE(1) },
    { order_id: SECOND, kind: 'payment_rejected', amount_cents: 0, licence_id: LICENCE(3) },
    { order_id: FIRST, kind: 'payment', amount_cents: 9_900, licence_id: LICENCE(1) },
    { order_id: SECOND, kind: 'payment', amount_cents: 8_910, licence_id: LICENCE(3) },
    { order_id: SECOND, kind: 'refund_rejected', amount_cents: 0, licence_id: LICENCE(3) },
    { order_id: FIRST, kind: 'refund', amount_cents: -9_900, licence_id: LICENCE(1) },
  ]);
  const orders = await db()
    .selectFrom('ledger_orders')
    .select(['order_id', 'problem', 'refund_reason', 'licence_id'])
    .orderBy('order_id')
    .execute();
  expect(orders).toEqual([
    { order_id: FIRST, problem: null, refund_reason: ERASED, licence_id: LICENCE(1) },
    { order_id: SECOND, problem: null, refund_reason: ERASED, licence_id: LICENCE(3) },
  ]);
});
