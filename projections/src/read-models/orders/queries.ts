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

/** The chain watcher's latest check of an order's transaction. */
export function findPaymentCheck(db: Kysely<ReadModels>, orderId: string) {
  return db.selectFrom('payment_checks').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

/** Payments an admin may decide on (verifying, underpaid, late), oldest change first, with their owners. */
export function paymentsAwaitingDecision(db: Kysely<ReadModels>, statuses: readonly string[]) {
  return db
    .selectFrom('orders')
    .innerJoin('users', 'users.user_id', 'orders.user_id')
    .leftJoin('payment_checks', 'payment_checks.order_id', 'orders.order_id')
    .selectAll('orders')
    .select([
      'users.username',
      'users.email',
      'payment_checks.transaction_hash as checked_transaction_hash',
      'payment_checks.confirmations as checked_confirmations',
      'payment_checks.required as checked_required',
      'payment_checks.checked_at',
      'payment_checks.last_error',
    ])
    .where('orders.status', 'in', [...statuses])
    .orderBy('orders.updated_at')
    .limit(500)
    .execute();
}
