// Refunds of paid orders (7-day money-back guarantee): the owner asks, an admin approves with the
// transaction that sent the money back, or rejects with a reason. The rules are the domain's.
import { type OrderCommand, orderDecider, orderError, orderStream, type PlacedOrder } from '@shop/domain';
import { type EventMetadata, type EventStore, handleCommand } from '@shop/infra';

export function createRefundService({ store, clock }: { store: EventStore; clock: () => Date }) {
  async function onOrder(
    orderId: string,
    command: OrderCommand,
    metadata: EventMetadata,
  ): Promise<PlacedOrder> {
    const { state } = await handleCommand(store, orderStream(orderId), orderDecider, command, { metadata });
    if (state.status === 'none') throw orderError.notFound();
    return state;
  }
  const now = () => clock().toISOString();

  return {
    request: (orderId: string, userId: string, reason: string | null, metadata: EventMetadata) =>
      onOrder(orderId, { type: 'RequestRefund', data: { userId, reason, now: now() } }, metadata),
    approve: (
      orderId: string,
      adminId: string,
      input: { refundTransactionHash: string; note: string | null },
      metadata: EventMetadata,
    ) => onOrder(orderId, { type: 'ApproveRefund', data: { adminId, ...input, now: now() } }, metadata),
    reject: (orderId: string, adminId: string, reason: string, metadata: EventMetadata) =>
      onOrder(orderId, { type: 'RejectRefund', data: { adminId, reason, now: now() } }, metadata),
  };
}

export type RefundService = ReturnType<typeof createRefundService>;
