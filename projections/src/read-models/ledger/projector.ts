// ledger_orders and ledger_entries: the money side of every order. A confirmed payment is an entry of
// the order's amount (overpayment flagged), a refund verified on chain the same amount negative;
// holds (underpaid, late) and decisions by hand are entries of zero that say what happened. Open
// problems live on the order (refunds sent and refunds the chain did not accept among them).
// Set-based: a batch reads the orders it touches, folds their events in memory and writes orders,
// entries and delivered licences in a few statements.
import { ERASED, type OrderEvent, type OrderPlaced, orderStreams } from '@shop/domain';
import type { RecordedEvent } from '@shop/infra';
import { sql } from 'kysely';
import type { LedgerEntryKind, LedgerEntryRow, LedgerOrderRow } from '../../db/tables/ledger.js';
import type { Projector, ReadModelTransaction } from '../../runtime/projector.js';
import { insertNewRows, rowsByKey, writeRows } from '../aggregate-rows.js';
import { piecesEndingAtDeletions } from '../erasure.js';
import { unnestRows } from '../unnest-rows.js';

type EntryFacts = Pick<LedgerEntryRow, 'amount_cents' | 'base_units' | 'transaction_hash'> &
  Partial<Pick<LedgerEntryRow, 'overpaid_base_units' | 'decided_by'>>;

/** The ledger rows a stretch of events leaves: orders (as stored, then as folded), new entries, delivered licences. */
class LedgerFold {
  readonly changed = new Set<string>();
  readonly entries: LedgerEntryRow[] = [];
  /** The last licence delivered for each order: every entry of the order names it. */
  readonly delivered = new Map<string, string>();

  constructor(readonly orders: Map<string, LedgerOrderRow>) {}

  place(orderId: string, data: OrderPlaced['data']) {
    if (this.orders.has(orderId)) return;
    this.orders.set(orderId, placedRow(orderId, data));
    this.changed.add(orderId);
  }

  /** Changes a stored (or placed) order; one never placed stays absent. */
  setOrder(orderId: string, changes: Partial<LedgerOrderRow>) {
    const order = this.orders.get(orderId);
    if (!order) return;
    Object.assign(order, changes);
    this.changed.add(orderId);
  }

  /** An entry carrying what its order says now; none for an order never placed. */
  addEntry(recorded: RecordedEvent, kind: LedgerEntryKind, facts: EntryFacts, at: string) {
    const order = this.orders.get(orderStreams.idOf(recorded.streamId));
    if (!order) return;
    this.entries.push({
      entry_id: recorded.id,
      order_id: order.order_id,
      kind,
      overpaid_base_units: null,
      decided_by: null,
      ...facts,
      network: order.network,
      plan_type: order.plan_type,
      plan_duration: order.plan_duration,
      discount_code: order.discount_code,
      discount_cents: order.discount_cents,
      user_id: order.user_id,
      licence_id: order.licence_id,
      occurred_at: new Date(at),
      recorded_at: recorded.recordedAt,
    });
  }
}

function placedRow(orderId: string, data: OrderPlaced['data']): LedgerOrderRow {
  return {
    order_id: orderId,
    user_id: data.userId,
    plan_type: data.plan.planType,
    plan_duration: data.plan.planDuration,
    plan_name: data.plan.name,
    network: data.network,
    price_cents: data.priceCents,
    amount_cents: data.amountCents,
    amount_base_units: data.amountBaseUnits,
    discount_code: data.discount?.code ?? null,
    discount_cents: data.discount?.discountCents ?? 0,
    transaction_hash: null,
    licence_id: null,
    placed_at: new Date(data.placedAt),
    paid_at: null,
    problem: null,
    problem_since: null,
    refund_reason: null,
    refund_address: null,
    refund_transaction_hash: null,
    refund_failure_reason: null,
    refund_failure_message: null,
  };
}

/** A refund's money leaves the books: verified on chain, or approved before refunds were verified. */
function bookRefund(
  fold: LedgerFold,
  recorded: RecordedEvent,
  refund: { amountCents: number; refundTransactionHash: string; adminId: string },
  at: string,
) {
  const orderId = orderStreams.idOf(recorded.streamId);
  fold.setOrder(orderId, {
    problem: null,
    problem_since: null,
    refund_transaction_hash: refund.refundTransactionHash,
  });
  fold.addEntry(
    recorded,
    'refund',
    {
      amount_cents: -refund.amountCents,
      base_units: fold.orders.get(orderId)?.amount_base_units ?? null,
      transaction_hash: refund.refundTransactionHash,
      decided_by: refund.adminId,
    },
    at,
  );
}

function apply(fold: LedgerFold, recorded: RecordedEvent): void {
  const orderId = orderStreams.idOf(recorded.streamId);
  const event = { type: recorded.type, data: recorded.data } as OrderEvent;
  const order = () => fold.orders.get(orderId);
  const entry = (kind: LedgerEntryKind, facts: EntryFacts, at: string) =>
    fold.addEntry(recorded, kind, facts, at);
  switch (event.type) {
    case 'OrderPlaced':
      fold.place(orderId, event.data);
      return;
    case 'PaymentConfirmed': {
      const { data } = event;
      fold.setOrder(orderId, {
        paid_at: new Date(data.confirmedAt),
        transaction_hash: data.transactionHash,
        problem: null,
        problem_since: null,
      });
      entry(
        'payment',
        {
          amount_cents: order()?.amount_cents ?? 0,
          base_units: data.receivedBaseUnits,
          transaction_hash: data.transactionHash,
          overpaid_base_units: data.overpaidBaseUnits === '0' ? null : data.overpaidBaseUnits,
          decided_by: data.confirmedBy,
        },
        data.confirmedAt,
      );
      return;
    }
    case 'PaymentUnderpaid':
    case 'PaymentLate': {
      const { data } = event;
      const kind = event.type === 'PaymentUnderpaid' ? 'underpaid' : 'late';
      fold.setOrder(orderId, {
        transaction_hash: data.transactionHash,
        problem: kind,
        problem_since: new Date(data.heldAt),
      });
      entry(
        kind,
        { amount_cents: 0, base_units: data.receivedBaseUnits, transaction_hash: data.transactionHash },
        data.heldAt,
      );
      return;
    }
    case 'PaymentRejected': {
      const { data } = event;
      fold.setOrder(orderId, { problem: null, problem_since: null });
      // The chain's own refusals (wrong token, unknown hash) moved no money to the shop: not ledger entries.
      if (data.rejectedBy === 'chain') return;
      entry(
        'payment_rejected',
        {
          amount_cents: 0,
          base_units: null,
          transaction_hash: data.transactionHash,
          decided_by: data.rejectedBy,
        },
        data.rejectedAt,
      );
      return;
    }
    case 'LicenceDelivered':
      fold.setOrder(orderId, { licence_id: event.data.licenceId });
      fold.delivered.set(orderId, event.data.licenceId);
      return;
    case 'RefundRequested':
      fold.setOrder(orderId, {
        problem: 'refund_requested',
        problem_since: new Date(event.data.requestedAt),
        refund_reason: event.data.reason,
        refund_address: event.data.refundAddress ?? null,
      });
      return;
    case 'RefundApproved': {
      const { data } = event;
      if (data.awaitsChainVerification !== true) {
        bookRefund(fold, recorded, data, data.approvedAt);
        return;
      }
      fold.setOrder(orderId, {
        problem: 'refund_sent',
        problem_since: new Date(data.approvedAt),
        refund_transaction_hash: data.refundTransactionHash,
        refund_failure_reason: null,
        refund_failure_message: null,
      });
      return;
    }
    case 'RefundVerified':
      bookRefund(fold, recorded, event.data, event.data.verifiedAt);
      return;
    case 'RefundVerificationFailed':
      // No money moved: an open problem for the admin, not a ledger entry.
      fold.setOrder(orderId, {
        problem: 'refund_failed',
        problem_since: new Date(event.data.failedAt),
        refund_transaction_hash: event.data.refundTransactionHash,
        refund_failure_reason: event.data.reason,
        refund_failure_message: event.data.message,
      });
      return;
    case 'RefundRejected':
      fold.setOrder(orderId, { problem: null, problem_since: null });
      entry(
        'refund_rejected',
        { amount_cents: 0, base_units: null, transaction_hash: null, decided_by: event.data.adminId },
        event.data.rejectedAt,
      );
      return;
  }
}

/** Folds the events in memory, then writes orders, entries and delivered licences: three statements at most. */
async function write(trx: ReadModelTransaction, events: readonly RecordedEvent[]): Promise<void> {
  const orderEvents = events.filter((event) => orderStreams.has(event.streamId));
  if (orderEvents.length === 0) return;
  const ids = orderEvents.map((event) => orderStreams.idOf(event.streamId));
  const fold = new LedgerFold(await rowsByKey(trx, 'ledger_orders', 'order_id', ids));
  for (const event of orderEvents) apply(fold, event);
  const written = [...fold.changed].map((orderId) => fold.orders.get(orderId)!);
  await writeRows(trx, 'ledger_orders', written, { key: 'order_id', guard: 'none' });
  await insertNewRows(trx, 'ledger_entries', fold.entries);
  if (fold.delivered.size === 0) return;
  const delivered = [...fold.delivered].map(([order_id, licence_id]) => ({ order_id, licence_id }));
  await sql`
    update ledger_entries set licence_id = batch_rows.licence_id
    from ${unnestRows(delivered, { order_id: 'uuid', licence_id: 'uuid' })}
    where ledger_entries.order_id = batch_rows.order_id`.execute(trx);
}

export const ledgerProjector: Projector = {
  id: 'ledger',
  tables: ['ledger_orders', 'ledger_entries'],
  async project(trx, events) {
    for (const piece of piecesEndingAtDeletions(events)) {
      await write(trx, piece.events);
      // Amounts stay for the books; the words the person wrote go.
      if (piece.deleted) {
        await trx
          .updateTable('ledger_orders')
          .set({ refund_reason: ERASED })
          .where('user_id', '=', piece.deleted)
          .where('refund_reason', 'is not', null)
          .execute();
        await trx
          .updateTable('ledger_orders')
          .set({ refund_address: ERASED })
          .where('user_id', '=', piece.deleted)
          .where('refund_address', 'is not', null)
          .execute();
      }
    }
  },
};
