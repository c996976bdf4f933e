// Refunds of paid orders (7-day money-back guarantee): the owner asks, an admin approves with the
// transaction that sent the money back (the chain watcher then verifies it), or rejects with a reason.
// The rules are the domain's. Each answer waits until the orders and ledger read models hold the
// step, so the lists read next show it.
import {
  normalizeTransactionHash,
  type OrderCommand,
  orderDecider,
  orderError,
  orderStream,
  type PlacedOrder,
  refundTransactionHolder,
  transactionReservation,
} from '@shop/domain';
import {
  claimReservation,
  type EventMetadata,
  type EventStore,
  handleCommand,
  loadAggregate,
  releaseAfterRefusal,
} from '@shop/infra';
import { ledgerProjector, ordersProjector, type ReadModels } from '@shop/projections';
import { type Kysely, sql } from 'kysely';
import { awaitProjection } from '../http/read-your-writes.js';

type RefundDependencies = { store: EventStore; db: Kysely<ReadModels>; clock: () => Date };

export function createRefundService({ store, db, clock }: RefundDependencies) {
  async function onOrder(
    orderId: string,
    command: OrderCommand,
    metadata: EventMetadata,
  ): Promise<PlacedOrder> {
    const { state, position } = await handleCommand(store, orderStream(orderId), orderDecider, command, {
      metadata,
    });
    if (state.status === 'none') throw orderError.notFound();
    await awaitProjection(db, ordersProjector.id, position);
    await awaitProjection(db, ledgerProjector.id, position);
    return state;
  }
  const now = () => clock().toISOString();

  /**
   * A refund's transaction is recorded once, like a payment's (one reservation per network and hash),
   * so neither another refund nor a payment can claim it again.
   */
  async function approve(
    orderId: string,
    adminId: string,
    input: { refundTransactionHash: string; note: string | null },
    metadata: EventMetadata,
  ): Promise<PlacedOrder> {
    const { state } = await loadAggregate(store, orderStream(orderId), orderDecider);
    if (state.status === 'none') throw orderError.notFound();
    const hash = normalizeTransactionHash(input.refundTransactionHash, state.network);
    if (!hash) throw orderError.invalidTransactionHash();
    const reservation = transactionReservation(state.network, hash);
    const holder = refundTransactionHolder(orderId);
    const claim = await claimReservation(store, reservation, holder, metadata);
    if (!claim.claimed) {
      throw orderError.refundTransactionTaken();
    }
    try {
      return await onOrder(
        orderId,
        { type: 'ApproveRefund', data: { adminId, ...input, now: now() } },
        metadata,
      );
    } catch (error) {
      await releaseAfterRefusal(store, reservation, holder, claim, metadata, error);
      throw error;
    }
  }

  return {
    async request(
      orderId: string,
      userId: string,
      input: { reason: string | null; refundAddress: string | null },
      metadata: EventMetadata,
    ) {
      // Money sent to one of the shop's own order addresses would come back as some order's payment.
      if (input.refundAddress && (await isShopPaymentAddress(db, input.refundAddress))) {
        throw orderError.refundAddressIsShops();
      }
      return onOrder(orderId, { type: 'RequestRefund', data: { userId, ...input, now: now() } }, metadata);
    },
    approve,
    reject: (orderId: string, adminId: string, reason: string, metadata: EventMetadata) =>
      onOrder(orderId, { type: 'RejectRefund', data: { adminId, reason, now: now() } }, metadata),
  };
}

export type RefundService = ReturnType<typeof createRefundService>;

/** Whether `address` is the payment address of any order (BEP20 hex compared without case). */
async function isShopPaymentAddress(db: Kysely<ReadModels>, address: string): Promise<boolean> {
  const found = await db
    .selectFrom('orders')
    .select('order_id')
    .where(sql<string>`lower(payment_address)`, '=', address.trim().toLowerCase())
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}
