// orders: each order's amounts, address and payment status.
import type { OrderEvent } from '@shop/domain';
import type { RecordedEvent } from '@shop/infra';
import type { Projector, ReadModelTransaction } from '../../runtime/projector.js';

const STREAM_PREFIX = 'order-';

async function apply(trx: ReadModelTransaction, recorded: RecordedEvent): Promise<void> {
  const orderId = recorded.streamId.slice(STREAM_PREFIX.length);
  const revision = recorded.revision.toString();
  const event = { type: recorded.type, data: recorded.data } as OrderEvent;
  if (event.type === 'OrderPlaced') {
    const { data } = event;
    await trx
      .insertInto('orders')
      .values({
        order_id: orderId,
        user_id: data.userId,
        status: 'pending',
        plan_type: data.plan.planType,
        plan_duration: data.plan.planDuration,
        plan_name: data.plan.name,
        account_number: String(data.accountNumber),
        network: data.network,
        price_cents: data.priceCents,
        amount_cents: data.amountCents,
        amount_base_units: data.amountBaseUnits,
        discount_code: data.discount?.code ?? null,
        discount_cents: data.discount?.discountCents ?? 0,
        payment_address: data.paymentAddress,
        transaction_hash: null,
        placed_at: new Date(data.placedAt),
        expires_at: new Date(data.expiresAt),
        updated_at: recorded.recordedAt,
        revision,
      })
      .onConflict((conflict) => conflict.column('order_id').doNothing())
      .execute();
    return;
  }
  const changes =
    event.type === 'PaymentSubmitted'
      ? { status: 'verifying', transaction_hash: event.data.transactionHash }
      : event.type === 'OrderExpired'
        ? { status: 'expired' }
        : undefined;
  if (!changes) return;
  await trx
    .updateTable('orders')
    .set({ ...changes, updated_at: recorded.recordedAt, revision })
    .where('order_id', '=', orderId)
    .where('revision', '<', revision)
    .execute();
}

export const ordersProjector: Projector = {
  id: 'orders',
  tables: ['orders'],
  async project(trx, events) {
    for (const event of events) if (event.streamId.startsWith(STREAM_PREFIX)) await apply(trx, event);
  },
};
