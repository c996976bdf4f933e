// ledger_orders and ledger_entries: the money side of every order. A confirmed payment is an entry of
// the order's amount (overpayment flagged), a refund the same amount negative; holds (underpaid, late)
// and decisions by hand are entries of zero that say what happened. Open problems live on the order.
import { ERASED, type OrderEvent } from '@shop/domain';
import type { RecordedEvent } from '@shop/infra';
import type { LedgerEntriesTable, LedgerEntryKind } from '../../db/tables/ledger.js';
import type { Projector, ReadModelTransaction } from '../../runtime/projector.js';
import { deletedAccount } from '../erasure.js';

const STREAM_PREFIX = 'order-';

type EntryFacts = Pick<LedgerEntriesTable, 'amount_cents' | 'base_units' | 'transaction_hash'> &
  Partial<Pick<LedgerEntriesTable, 'overpaid_base_units' | 'decided_by'>>;

async function addEntry(
  trx: ReadModelTransaction,
  recorded: RecordedEvent,
  orderId: string,
  kind: LedgerEntryKind,
  facts: EntryFacts,
  at: string,
) {
  const order = await trx
    .selectFrom('ledger_orders')
    .selectAll()
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (!order) return;
  await trx
    .insertInto('ledger_entries')
    .values({
      entry_id: recorded.id,
      order_id: orderId,
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
    })
    .onConflict((conflict) => conflict.column('entry_id').doNothing())
    .execute();
}

async function apply(trx: ReadModelTransaction, recorded: RecordedEvent): Promise<void> {
  const orderId = recorded.streamId.slice(STREAM_PREFIX.length);
  const event = { type: recorded.type, data: recorded.data } as OrderEvent;
  const setOrder = (changes: Record<string, unknown>) =>
    trx.updateTable('ledger_orders').set(changes).where('order_id', '=', orderId).execute();
  const entry = (kind: LedgerEntryKind, facts: EntryFacts, at: string) =>
    addEntry(trx, recorded, orderId, kind, facts, at);
  switch (event.type) {
    case 'OrderPlaced': {
      const { data } = event;
      await trx
        .insertInto('ledger_orders')
        .values({
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
          placed_at: new Date(data.placedAt),
        })
        .onConflict((conflict) => conflict.column('order_id').doNothing())
        .execute();
      return;
    }
    case 'PaymentConfirmed': {
      const { data } = event;
      const order = await trx
        .selectFrom('ledger_orders')
        .select('amount_cents')
        .where('order_id', '=', orderId)
        .executeTakeFirst();
      await setOrder({
        paid_at: new Date(data.confirmedAt),
        transaction_hash: data.transactionHash,
        problem: null,
        problem_since: null,
      });
      await entry(
        'payment',
        {
          amount_cents: order?.amount_cents ?? 0,
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
      await setOrder({
        transaction_hash: data.transactionHash,
        problem: kind,
        problem_since: new Date(data.heldAt),
      });
      await entry(
        kind,
        { amount_cents: 0, base_units: data.receivedBaseUnits, transaction_hash: data.transactionHash },
        data.heldAt,
      );
      return;
    }
    case 'PaymentRejected': {
      const { data } = event;
      await setOrder({ problem: null, problem_since: null });
      // The chain's own refusals (wrong token, unknown hash) moved no money to the shop: not ledger entries.
      if (data.rejectedBy === 'chain') return;
      await entry(
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
      await setOrder({ licence_id: event.data.licenceId });
      await trx
        .updateTable('ledger_entries')
        .set({ licence_id: event.data.licenceId })
        .where('order_id', '=', orderId)
        .execute();
      return;
    case 'RefundRequested':
      await setOrder({
        problem: 'refund_requested',
        problem_since: new Date(event.data.requestedAt),
        refund_reason: event.data.reason,
      });
      return;
    case 'RefundApproved': {
      const { data } = event;
      const order = await trx
        .selectFrom('ledger_orders')
        .select('amount_base_units')
        .where('order_id', '=', orderId)
        .executeTakeFirst();
      await setOrder({ problem: null, problem_since: null });
      await entry(
        'refund',
        {
          amount_cents: -data.amountCents,
          base_units: order?.amount_base_units ?? null,
          transaction_hash: data.refundTransactionHash,
          decided_by: data.adminId,
        },
        data.approvedAt,
      );
      return;
    }
    case 'RefundRejected':
      await setOrder({ problem: null, problem_since: null });
      await entry(
        'refund_rejected',
        { amount_cents: 0, base_units: null, transaction_hash: null, decided_by: event.data.adminId },
        event.data.rejectedAt,
      );
      return;
  }
}

export const ledgerProjector: Projector = {
  id: 'ledger',
  tables: ['ledger_orders', 'ledger_entries'],
  async project(trx, events) {
    for (const event of events) {
      if (event.streamId.startsWith(STREAM_PREFIX)) await apply(trx, event);
      const deleted = deletedAccount(event);
      // Amounts stay for the books; the words the person wrote go.
      if (deleted) {
        await trx
          .updateTable('ledger_orders')
          .set({ refund_reason: ERASED })
          .where('user_id', '=', deleted)
          .where('refund_reason', 'is not', null)
          .execute();
      }
    }
  },
};
