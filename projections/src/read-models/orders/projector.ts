// orders: each order's amounts, address, payment status, outcome and the licence it bought. Set-based:
// a batch reads the orders it touches, folds their events in memory (each guarded by the row's stream
// revision, so a replay changes nothing) and writes the changed rows back in one statement.
import {
  displayUsdt,
  HELD_MESSAGES,
  type Network,
  type OrderEvent,
  type OrderPlaced,
  orderStreams,
} from '@shop/domain';
import type { RecordedEvent } from '@shop/infra';
import type { OrderRow } from '../../db/tables/orders.js';
import type { Projector } from '../../runtime/projector.js';
import { rowsByKey, writeRows } from '../aggregate-rows.js';

function placedRow(orderId: string, data: OrderPlaced['data'], recorded: RecordedEvent): OrderRow {
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
    verifying_since: null,
    received_base_units: null,
    status_message: null,
    top_up_until: null,
    renews_licence_id: data.renews?.licenceId ?? null,
    renews_licence_key: data.renews?.licenseKey ?? null,
    licence_id: null,
    licence_key: null,
    licence_expires_at: null,
    licence_renewed: null,
    paid_at: null,
    refund_status: null,
    refund_requested_at: null,
    refund_decided_at: null,
    refund_transaction_hash: null,
    refund_verified_at: null,
    refund_failed_transaction_hash: null,
    refund_failure_reason: null,
    refund_failure_message: null,
    refund_failed_at: null,
    placed_at: new Date(data.placedAt),
    expires_at: new Date(data.expiresAt),
    updated_at: recorded.recordedAt,
    revision: recorded.revision.toString(),
  };
}

/** The row changes an event makes; the order's network shows in the messages with amounts. */
function changesFor(event: OrderEvent, row: OrderRow): Partial<OrderRow> | undefined {
  const { network } = row;
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
    case 'RefundApproved': {
      // Approvals recorded before refunds were verified on chain took effect at once.
      const verifying = event.data.awaitsChainVerification === true;
      return {
        refund_status: verifying ? 'sent' : 'approved',
        refund_decided_at: new Date(event.data.approvedAt),
        refund_transaction_hash: event.data.refundTransactionHash,
        refund_verified_at: verifying ? null : new Date(event.data.approvedAt),
      };
    }
    case 'RefundVerified':
      return { refund_status: 'approved', refund_verified_at: new Date(event.data.verifiedAt) };
    case 'RefundVerificationFailed':
      return {
        refund_status: 'requested',
        refund_decided_at: null,
        refund_transaction_hash: null,
        refund_failed_transaction_hash: event.data.refundTransactionHash,
        refund_failure_reason: event.data.reason,
        refund_failure_message: event.data.message,
        refund_failed_at: new Date(event.data.failedAt),
      };
    case 'RefundRejected':
      return { refund_status: 'rejected', refund_decided_at: new Date(event.data.rejectedAt) };
    case 'PaymentUnderpaid':
      return {
        status: 'underpaid',
        received_base_units: event.data.receivedBaseUnits,
        status_message: underpaidMessage(event.data.receivedBaseUnits, event.data.expectedBaseUnits, network),
        top_up_until: event.data.topUpUntil ? new Date(event.data.topUpUntil) : null,
      };
    case 'TopUpRejected':
      return {
        status: 'underpaid',
        transaction_hash: event.data.settledTransactionHash,
        verifying_since: null,
        status_message: `${event.data.message}. ${underpaidMessage(row.received_base_units ?? '0', row.amount_base_units, network)}`,
      };
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
        licence_renewed: event.data.renewed,
      };
    default:
      return undefined;
  }
}

function underpaidMessage(received: string, expected: string, network: Network): string {
  const missing = BigInt(expected) - BigInt(received);
  return HELD_MESSAGES.underpaid(
    displayUsdt(received, network),
    displayUsdt(expected, network),
    displayUsdt(missing > 0n ? missing : 0n, network),
  );
}

/** Applies the events to `rows` (the orders as stored), returning the ids of the rows they changed. */
function fold(rows: Map<string, OrderRow>, events: readonly RecordedEvent[]): Set<string> {
  const changed = new Set<string>();
  for (const recorded of events) {
    const orderId = orderStreams.idOf(recorded.streamId);
    const event = { type: recorded.type, data: recorded.data } as OrderEvent;
    const row = rows.get(orderId);
    if (event.type === 'OrderPlaced') {
      if (row) continue;
      rows.set(orderId, placedRow(orderId, event.data, recorded));
      changed.add(orderId);
      continue;
    }
    if (!row || BigInt(row.revision) >= recorded.revision) continue;
    const changes = changesFor(event, row);
    if (!changes) continue;
    Object.assign(row, changes, { updated_at: recorded.recordedAt, revision: recorded.revision.toString() });
    changed.add(orderId);
  }
  return changed;
}

export const ordersProjector: Projector = {
  id: 'orders',
  tables: ['orders'],
  async project(trx, events) {
    const orderEvents = events.filter((event) => orderStreams.has(event.streamId));
    if (orderEvents.length === 0) return;
    const ids = orderEvents.map((event) => orderStreams.idOf(event.streamId));
    const rows = await rowsByKey(trx, 'orders', 'order_id', ids);
    const changed = fold(rows, orderEvents);
    const written = [...changed].map((orderId) => rows.get(orderId)!);
    await writeRows(trx, 'orders', written, { key: 'order_id', guard: 'revision' });
  },
};
