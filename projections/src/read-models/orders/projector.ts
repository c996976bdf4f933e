// orders: each order's amounts, address, payment status, outcome and the licence it bought.
import { formatUsdt, HELD_MESSAGES, type Network, type OrderEvent, type OrderPlaced } from '@shop/domain';
import type { RecordedEvent } from '@shop/infra';
import type { Updateable } from 'kysely';
import type { OrdersTable } from '../../db/tables/orders.js';
import type { Projector, ReadModelTransaction } from '../../runtime/projector.js';

const STREAM_PREFIX = 'order-';

function placedRow(orderId: string, data: OrderPlaced['data'], recorded: RecordedEvent) {
  return {
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
    revision: recorded.revision.toString(),
  };
}

/** The row changes an event makes; `network` is asked for only when a message shows amounts. */
async function changesFor(
  event: OrderEvent,
  network: () => Promise<Network | undefined>,
): Promise<Updateable<OrdersTable> | undefined> {
  switch (event.type) {
    case 'PaymentSubmitted':
      return {
        status: 'verifying',
        transaction_hash: event.data.transactionHash,
        verifying_since: new Date(event.data.submittedAt),
      };
    case 'PaymentDetected':
      return {
        status: 'verifying',
        transaction_hash: event.data.transactionHash,
        verifying_since: new Date(event.data.detectedAt),
      };
    case 'OrderExpired':
      return { status: 'expired' };
    case 'PaymentConfirmed':
      return {
        status: 'confirmed',
        received_base_units: event.data.receivedBaseUnits,
        status_message: null,
        paid_at: new Date(event.data.confirmedAt),
      };
    case 'RefundRequested':
      return { refund_status: 'requested', refund_requested_at: new Date(event.data.requestedAt) };
    case 'RefundApproved':
      return {
        refund_status: 'approved',
        refund_decided_at: new Date(event.data.approvedAt),
        refund_transaction_hash: event.data.refundTransactionHash,
      };
    case 'RefundRejected':
      return { refund_status: 'rejected', refund_decided_at: new Date(event.data.rejectedAt) };
    case 'PaymentUnderpaid': {
      const { receivedBaseUnits, expectedBaseUnits } = event.data;
      const orderNetwork = await network();
      if (!orderNetwork) return undefined;
      return {
        status: 'underpaid',
        received_base_units: receivedBaseUnits,
        status_message: HELD_MESSAGES.underpaid(
          formatUsdt(receivedBaseUnits, orderNetwork),
          formatUsdt(expectedBaseUnits, orderNetwork),
        ),
      };
    }
    case 'PaymentLate':
      return {
        status: 'late',
        received_base_units: event.data.receivedBaseUnits,
        status_message: HELD_MESSAGES.late,
      };
    case 'PaymentRejected':
      return { status: 'failed', status_message: event.data.message };
    case 'LicenceDelivered':
      return {
        status: 'completed',
        licence_id: event.data.licenceId,
        licence_key: event.data.licenseKey,
        licence_expires_at: event.data.expiresAt ? new Date(event.data.expiresAt) : null,
      };
    default:
      return undefined;
  }
}

async function apply(trx: ReadModelTransaction, recorded: RecordedEvent): Promise<void> {
  const orderId = recorded.streamId.slice(STREAM_PREFIX.length);
  const revision = recorded.revision.toString();
  const event = { type: recorded.type, data: recorded.data } as OrderEvent;
  if (event.type === 'OrderPlaced') {
    await trx
      .insertInto('orders')
      .values(placedRow(orderId, event.data, recorded))
      .onConflict((conflict) => conflict.column('order_id').doNothing())
      .execute();
    return;
  }
  const changes = await changesFor(
    event,
    async () =>
      (await trx.selectFrom('orders').select('network').where('order_id', '=', orderId).executeTakeFirst())
        ?.network,
  );
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
