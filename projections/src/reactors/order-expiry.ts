// Expires orders nobody paid within the payment window, and gives their discount use back.
// Ids derive from the order, so a retry or a second instance appends nothing twice.
import { discountDecider, discountStream, orderDecider, orderStream } from '@shop/domain';
import { deterministicId, type EventStore, handleCommand } from '@shop/infra';
import type { Kysely } from 'kysely';
import type { ReadModels } from '../db/schema.js';
import { ordersDueForExpiry } from '../read-models/orders/queries.js';

const BATCH = 200;

export async function expireDueOrders({
  store,
  db,
  clock,
}: {
  store: EventStore;
  db: Kysely<ReadModels>;
  clock: () => Date;
}) {
  const now = clock().toISOString();
  let expired = 0;
  for (const { order_id: orderId } of await ordersDueForExpiry(db, clock(), BATCH)) {
    const metadata = {
      actor: 'system:order-expiry' as const,
      correlationId: `expiry-${orderId}`,
      causationId: null,
      occurredAt: now,
    };
    const result = await handleCommand(
      store,
      orderStream(orderId),
      orderDecider,
      { type: 'ExpireOrder', data: { now } },
      {
        metadata,
        eventId: () => deterministicId(`${orderStream(orderId)}:expired`),
      },
    );
    expired += result.events.length;
    const discount = result.state.status === 'expired' ? result.state.discount : null;
    if (discount) {
      await handleCommand(
        store,
        discountStream(discount.discountId),
        discountDecider,
        { type: 'ReleaseDiscountUse', data: { orderId, now } },
        {
          metadata,
          eventId: () => deterministicId(`${orderStream(orderId)}:discount-released`),
        },
      );
    }
  }
  return expired;
}
