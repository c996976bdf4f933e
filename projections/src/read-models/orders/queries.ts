// Reads of orders used by the API and the order-expiry reactor.
import type { Kysely } from 'kysely';
import type { ReadModels } from '../../db/schema.js';

export function findOrder(db: Kysely<ReadModels>, orderId: string) {
  return db.selectFrom('orders').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

export function ordersOfUser(db: Kysely<ReadModels>, userId: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('placed_at', 'desc')
    .limit(200)
    .execute();
}

/** Orders still waiting for payment after their window closed. */
export function ordersDueForExpiry(db: Kysely<ReadModels>, now: Date, limit: number) {
  return db
    .selectFrom('orders')
    .select('order_id')
    .where('status', '=', 'pending')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
}
