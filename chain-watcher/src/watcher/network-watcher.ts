// One network's verification round: discover transfers to open orders' addresses, attach each order's
// best one (candidate-choice.ts), then check every transaction under verification, payments and refunds sent
// (refund-verifier.ts), and append the verdicts. A node failure backs off exponentially; orders
// simply stay in verification, and every step is safe to repeat (expected revisions, reservation
// streams, ids derived from the order and the hash).
import {
  assessPayment,
  DomainError,
  type Network,
  orderDecider,
  orderStream,
  paymentToCheck,
  transactionReservation,
} from '@shop/domain';
import {
  claimReservation,
  deterministicId,
  type EventMetadata,
  type EventStore,
  handleCommand,
  type Logger,
  loadAggregate,
  releaseAfterRefusal,
} from '@shop/infra';
import { type ChainClient, ChainUnavailableError } from '../chains/chain-client.js';
import { type Backoff, createBackoff } from './backoff.js';
import { chooseCandidates } from './candidate-choice.js';
import { createRefundVerifier } from './refund-verifier.js';
import {
  addCandidates,
  candidates,
  dropCandidate,
  loadCursor,
  ordersAwaitingPayment,
  ordersInVerification,
  recordCheckError,
  recordProgress,
  saveCursor,
  type WatchDb,
} from './watch-state.js';

export interface NetworkWatcherDependencies {
  store: EventStore;
  db: WatchDb;
  client: ChainClient;
  clock: () => Date;
  logger: Logger;
  /** How long a submitted hash may stay unknown to the node before the payment is rejected. */
  notFoundMs: number;
  /** How long after expiry a transfer is still looked for (and held as late). */
  lateHorizonMs?: number;
  backoff?: Backoff;
}

export interface RoundReport {
  /** Events appended and candidates attached. */
  changes: number;
  /** Set when the node failed and the round was cut short. */
  unavailable?: string;
}

const BATCH = 100;

export function createNetworkWatcher(deps: NetworkWatcherDependencies) {
  const { store, db, client, clock, logger } = deps;
  const network: Network = client.network;
  const backoff = deps.backoff ?? createBackoff();
  const lateHorizonMs = deps.lateHorizonMs ?? 24 * 3_600_000;

  const metadata = (correlationId: string): EventMetadata => ({
    actor: 'system:chain-watcher',
    correlationId,
    causationId: null,
    occurredAt: clock().toISOString(),
  });
  const refunds = createRefundVerifier({ store, db, client, logger, notFoundMs: deps.notFoundMs, metadata });

  async function discover(now: Date): Promise<void> {
    const open = await ordersAwaitingPayment(db, network, now, lateHorizonMs);
    const watched = open.map((row) => ({
      orderId: row.order_id,
      address: row.payment_address,
      since: row.placed_at,
    }));
    const discovery = await client.discover(watched, await loadCursor(db, network));
    await addCandidates(db, network, discovery.found, now);
    await saveCursor(db, network, discovery.cursor, now);
  }

  /** Makes `hash` the order's transaction under verification, once the hash is free. */
  async function attach(orderId: string, hash: string): Promise<'held' | 'refused' | { appended: number }> {
    const meta = metadata(orderStream(orderId));
    const reservation = transactionReservation(network, hash);
    // Held by another order's pasted hash: that order's verdict frees it, then this goes through.
    const claim = await claimReservation(store, reservation, orderId, meta);
    if (!claim.claimed) return 'held';
    try {
      const { events } = await handleCommand(
        store,
        orderStream(orderId),
        orderDecider,
        { type: 'DetectPayment', data: { transactionHash: hash, now: meta.occurredAt } },
        { metadata: meta, eventId: () => deterministicId(`${orderStream(orderId)}:detected-${hash}`) },
      );
      return { appended: events.length };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      // A hash the order already held (its own pasted one) stays with it.
      await releaseAfterRefusal(store, reservation, orderId, claim, meta, error);
      return 'refused';
    }
  }

  /**
   * Each order takes its best candidate (candidate-choice.ts); a smaller one waits while a full
   * payment may still come. Once one is attached, the order's other candidates go.
   */
  async function attachCandidates(now: Date): Promise<number> {
    let attached = 0;
    for (const choice of chooseCandidates(await candidates(db, network, now), now)) {
      const { orderId } = choice;
      for (const hash of choice.drop) await dropCandidate(db, network, orderId, hash);
      for (const hash of choice.attempts) {
        const outcome = await attach(orderId, hash);
        if (outcome === 'held') break; // The best waits for its hash rather than lose to a lesser one.
        if (outcome === 'refused') {
          await dropCandidate(db, network, orderId, hash);
          continue;
        }
        attached += outcome.appended;
        await dropCandidate(db, network, orderId);
        break;
      }
    }
    return attached;
  }

  async function verify(now: Date): Promise<number> {
    let verdicts = 0;
    for (const row of await ordersInVerification(db, network, BATCH)) {
      const orderId = row.order_id;
      const hash = row.transaction_hash;
      if (!hash) continue;
      const transaction = await client.findTransaction(hash);
      const progress = { orderId, transactionHash: hash, error: null, now };
      if (!transaction) {
        const since = row.verifying_since?.getTime() ?? now.getTime();
        if (now.getTime() - since < deps.notFoundMs) {
          await recordProgress(db, { ...progress, confirmations: 0, required: client.requiredConfirmations });
          continue;
        }
      }
      const settlement = transaction ? await client.settlement(transaction) : undefined;
      if (settlement) await recordProgress(db, { ...progress, ...settlement });
      // The order's own record says what this transaction must pay: all of it, or the rest of it.
      const { state: order } = await loadAggregate(store, orderStream(orderId), orderDecider);
      if (order.status !== 'verifying' || order.transactionHash !== hash) continue;
      const outcome =
        transaction && settlement
          ? assessPayment(paymentToCheck(order), client.officialToken, transaction, settlement)
          : ({ kind: 'not_found' } as const);
      if (outcome.kind === 'waiting') continue;
      const meta = metadata(orderStream(orderId));
      const { events } = await handleCommand(
        store,
        orderStream(orderId),
        orderDecider,
        {
          type: 'RecordPaymentCheck',
          data: {
            transactionHash: hash,
            outcome,
            blockNumber: transaction?.blockNumber ?? null,
            blockTime: transaction?.blockTime.toISOString() ?? null,
            now: meta.occurredAt,
          },
        },
        { metadata: meta, eventId: () => deterministicId(`${orderStream(orderId)}:verdict-${hash}`) },
      );
      verdicts += events.length;
      if (events.length > 0) logger.info({ network, orderId, outcome: outcome.kind }, 'payment verdict');
    }
    return verdicts;
  }

  /** One round; a node failure ends it early and postpones the next by the backoff. */
  async function round(): Promise<RoundReport> {
    if (!backoff.ready(Date.now())) return { changes: 0, unavailable: 'backing off' };
    const now = clock();
    try {
      await discover(now);
      const changes =
        (await attachCandidates(now)) + (await verify(now)) + (await refunds.verifyRefunds(now));
      backoff.succeeded();
      return { changes };
    } catch (error) {
      if (!(error instanceof ChainUnavailableError)) throw error;
      const retryInMs = backoff.failed(Date.now());
      logger.warn(
        { network, err: error.message, retryInMs },
        'node unavailable; orders stay in verification',
      );
      await recordCheckError(db, network, error.message, now);
      return { changes: 0, unavailable: error.message };
    }
  }

  return { network, round };
}

export type NetworkWatcher = ReturnType<typeof createNetworkWatcher>;
