// The chain watcher's reads and writes on PostgreSQL: the orders it must look at (from the orders
// read model), and its own durable state (scan cursor, candidates, confirmation progress).
import type { Network } from '@shop/domain';
import { type Kysely, sql } from 'kysely';
import type { DiscoveredTransfer } from '../chains/chain-client.js';
import type { ChainWatcherTables } from '../db/tables.js';
import { OPEN_FOR_DETECTION, windowsClosedBy } from './candidate-choice.js';

export type WatchDb = Kysely<ChainWatcherTables>;

/** Orders whose transaction awaits a verdict. */
export function ordersInVerification(db: WatchDb, network: Network, limit: number) {
  return db
    .selectFrom('orders')
    .select(['order_id', 'transaction_hash', 'verifying_since'])
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
 * Orders a transfer may still arrive for: waiting for payment, expired within `lateHorizon` (a late
 * payment is held for an admin rather than lost), or underpaid with the rest still taken (late
 * top-ups likewise within `lateHorizon` after the top-up window).
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
        eb.and([
          eb('status', '=', 'underpaid'),
          eb('top_up_until', '>', new Date(now.getTime() - lateHorizonMs)),
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
  found: readonly DiscoveredTransfer[],
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
        amount_base_units: f.amount.toString(),
        found_at: now,
      })),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/**
 * Every candidate (up to `maxRows`) of up to `maxOrders` orders with something to do, oldest first:
 * a candidate to attach now (it covers the amount, has no amount recorded, or the window has closed)
 * or to drop (the order is closed). Orders whose candidates only wait for their window are left out,
 * so they never crowd out the others. Within an order, largest first.
 */
export function candidates(db: WatchDb, network: Network, now: Date, maxOrders = 100, maxRows = 1_000) {
  const actionable = db
    .selectFrom('chain_candidates as c')
    .innerJoin('orders as o', 'o.order_id', 'c.order_id')
    .select('c.order_id')
    .where('c.network', '=', network)
    .where((eb) =>
      eb.or([
        eb('o.status', 'not in', OPEN_FOR_DETECTION),
        eb('o.status', '=', 'underpaid'),
        eb('c.amount_base_units', 'is', null),
        eb('c.amount_base_units', '>=', eb.ref('o.amount_base_units')),
        eb('o.expires_at', '<=', windowsClosedBy(now)),
      ]),
    )
    .groupBy('c.order_id')
    .orderBy((eb) => eb.fn.min('c.found_at'))
    .limit(maxOrders);
  return db
    .selectFrom('chain_candidates as c')
    .innerJoin('orders as o', 'o.order_id', 'c.order_id')
    .select([
      'c.order_id',
      'c.transaction_hash',
      'c.amount_base_units',
      'o.status',
      'o.amount_base_units as due_base_units',
      'o.expires_at',
    ])
    .where('c.network', '=', network)
    .where('c.order_id', 'in', actionable)
    .orderBy('c.order_id')
    .orderBy(sql`c.amount_base_units desc nulls first`)
    .limit(maxRows)
    .execute();
}

/** Drops one of the order's candidates, or all of them when no hash is given. */
export async function dropCandidate(
  db: WatchDb,
  network: Network,
  orderId: string,
  transactionHash?: string,
) {
  let query = db
    .deleteFrom('chain_candidates')
    .where('network', '=', network)
    .where('order_id', '=', orderId);
  if (transactionHash !== undefined) query = query.where('transaction_hash', '=', transactionHash);
  await query.execute();
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
