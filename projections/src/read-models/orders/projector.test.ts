import { expect, it } from 'vitest';
import { describeBatchEquivalence, projectInBatches } from '../../testing/batch-equivalence.js';
import { FIRST, orderLog, SECOND } from '../../testing/order-log.js';
import { ordersProjector } from './projector.js';

const log = orderLog();
const db = describeBatchEquivalence(ordersProjector, log, [log.length, 2, 3, 7]);

it('follows each order through holds, rejections, delivery and refunds; an order never placed has no row', async () => {
  await projectInBatches(db(), ordersProjector, log, log.length);
  const rows = await db()
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
