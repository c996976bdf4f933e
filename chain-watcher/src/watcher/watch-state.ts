// The chain watcher's reads and writes on PostgreSQL: the orders it must look at (from the orders
// read model), and its own durable state (scan cursor, candidates, confirmation progress).
import type { Network } from '@shop/domain';
import type { Kysely } from 'kysely';
import type { ChainWatcherTables } from '../db/tables.js';

export type WatchDb = Kysely<ChainWatcherTables>;

/** Orders whose transaction awaits a verdict. */
export function ordersInVerification(db: WatchDb, network: Network, limit: number) {
  return db
    .selectFrom('orders')
    .select([
      'order_id',
      'transaction_hash',
      'payment_address',
      'amount_base_units',
      'placed_at',
      'expires_at',
      'verifying_since',
    ])
    .where('status', '=', 'verifying')
    .where('network', '=', network)
    .orderBy('verifying_since')
    .limit(limit)
    .execute();
}

/** Orders whose refund transaction an admin sent and the chain has not judged yet, oldest first. */
export function refundsSent(db: WatchDb, network: Network, limit: number) {
  return db
    .selectFrom('orders')
    .select(['order_id', 'refund_transaction_hash', 'refund_decided_at'])
    .where('refund_status', '=', 'sent')
    .where('network', '=', network)
    .orderBy('refund_decided_at')
    .limit(limit)
    .execute();
}

/**
 * Orders a transfer may still arrive for: waiting for payment, or expired within `lateHorizon`
 * (a late payment is held for an admin rather than lost).
 */
export function ordersAwaitingPayment(db: WatchDb, network: Network, now: Date, lateHorizonMs: number) {
  return db
    .selectFrom('orders')
    .select(['order_id', 'payment_address', 'placed_at'])
    .where('network', '=', network)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'pending'),
        eb.and([
          eb('status', '=', 'expired'),
          eb('expires_at', '>', new Date(now.getTime() - lateHorizonMs)),
        ]),
      ]),
    )
    .execute();
}

export async function loadCursor(db: WatchDb, network: Network): Promise<string | null> {
  const row = await db
    .selectFrom('chain_cursors')
    .select('cursor')
    .where('network', '=', network)
    .executeTakeFirst();
  return row?.cursor ?? null;
}

export async function saveCursor(db: WatchDb, network: Network, cursor: string | null, now: Date) {
  await db
    .insertInto('chain_cursors')
    .values({ network, cursor, updated_at: now })
    .onConflict((conflict) => conflict.column('network').doUpdateSet({ cursor, updated_at: now }))
    .execute();
}

export async function addCandidates(
  db: WatchDb,
  network: Network,
  found: readonly { orderId: string; transactionHash: string }[],
  now: Date,
) {
  if (found.length === 0) return;
  await db
    .insertInto('chain_candidates')
    .values(
      found.map((f) => ({
        network,
        order_id: f.orderId,
        transaction_hash: f.transactionHash,
        found_at: now,
      })),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

export function candidates(db: WatchDb, network: Network) {
  return db
    .selectFrom('chain_candidates')
    .innerJoin('orders', 'orders.order_id', 'chain_candidates.order_id')
    .select(['chain_candidates.order_id', 'chain_candidates.transaction_hash', 'orders.status'])
    .where('chain_candidates.network', '=', network)
    .orderBy('chain_candidates.found_at')
    .limit(500)
    .execute();
}

export async function dropCandidate(db: WatchDb, network: Network, orderId: string, transactionHash: string) {
  await db
    .deleteFrom('chain_candidates')
    .where('network', '=', network)
    .where('order_id', '=', orderId)
    .where('transaction_hash', '=', transactionHash)
    .execute();
}

export async function recordProgress(
  db: WatchDb,
  progress: {
    orderId: string;
    transactionHash: string;
    confirmations: number;
    required: number;
    error: string | null;
    now: Date;
  },
) {
  const values = {
    order_id: progress.orderId,
    transaction_hash: progress.transactionHash,
    confirmations: progress.confirmations,
    required: progress.required,
    checked_at: progress.now,
    last_error: progress.error,
  };
  await db
    .insertInto('payment_checks')
    .values(values)
    .onConflict((conflict) => conflict.column('order_id').doUpdateSet(values))
    .execute();
}

/** A node failure, shown on every check of the network's orders still in verification. */
export async function recordCheckError(db: WatchDb, network: Network, error: string, now: Date) {
  await db
    .updateTable('payment_checks')
    .set({ last_error: error, checked_at: now })
    .where('order_id', 'in', (eb) =>
      eb
        .selectFrom('orders')
        .select('order_id')
        .where('status', '=', 'verifying')
        .where('network', '=', network),
    )
    .execute();
}
