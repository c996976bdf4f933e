// Verifies the refund transactions admins sent on one network: looks each up, judges it against the
// order (official USDT, to the address that paid the order or the one the buyer gave, at least the
// refund, after the request, final) and appends the verdict with an id derived from the order and the
// hash, so a repeated round appends nothing twice. A node failure propagates (the round backs off).
import {
  assessRefund,
  centsToBaseUnits,
  type Network,
  orderDecider,
  orderStream,
  type PlacedOrder,
  type RefundAssessment,
  sameAddress,
} from '@shop/domain';
import {
  deterministicId,
  type EventMetadata,
  type EventStore,
  handleCommand,
  type Logger,
  loadAggregate,
} from '@shop/infra';
import type { ChainClient } from '../chains/chain-client.js';
import { refundsSent, type WatchDb } from './watch-state.js';

export interface RefundVerifierDependencies {
  store: EventStore;
  db: WatchDb;
  client: ChainClient;
  logger: Logger;
  /** How long a sent refund's transaction may stay unknown to the node before the verification fails. */
  notFoundMs: number;
  metadata(correlationId: string): EventMetadata;
}

const BATCH = 100;
const PAYERS_KEPT = 10_000;

export function createRefundVerifier(deps: RefundVerifierDependencies) {
  const { store, db, client, logger } = deps;
  const network: Network = client.network;
  /** Who paid each order, by its payment transaction: a paid transaction never changes. */
  const payers = new Map<string, string[]>();

  /** The senders of the official token to the order's address in its payment transaction (none if unknown). */
  async function payersOf(order: PlacedOrder): Promise<string[]> {
    const paymentHash = order.transactionHash;
    if (!paymentHash) return [];
    const known = payers.get(paymentHash);
    if (known) return known;
    const payment = await client.findTransaction(paymentHash);
    if (!payment) return [];
    const senders = payment.transfers
      .filter((t) => sameAddress(t.token, client.officialToken) && sameAddress(t.to, order.paymentAddress))
      .map((t) => t.from);
    // Refunds awaiting verification are few; a long-running watcher must still not grow without end.
    if (payers.size >= PAYERS_KEPT) payers.clear();
    payers.set(paymentHash, senders);
    return senders;
  }

  async function judge(
    order: PlacedOrder,
    hash: string,
    sentAt: Date,
    now: Date,
  ): Promise<
    | {
        outcome: RefundAssessment | { kind: 'not_found' };
        blockNumber: number | null;
        blockTime: string | null;
      }
    | undefined
  > {
    const transaction = await client.findTransaction(hash);
    if (!transaction) {
      if (now.getTime() - sentAt.getTime() < deps.notFoundMs) return undefined;
      return { outcome: { kind: 'not_found' }, blockNumber: null, blockTime: null };
    }
    const refund = order.refund!;
    const recipients = [...(await payersOf(order)), ...(refund.refundAddress ? [refund.refundAddress] : [])];
    const outcome = assessRefund(
      {
        recipients,
        amountBaseUnits: centsToBaseUnits(order.amountCents, order.network).toString(),
        requestedAt: refund.requestedAt,
      },
      client.officialToken,
      transaction,
      await client.settlement(transaction),
    );
    return { outcome, blockNumber: transaction.blockNumber, blockTime: transaction.blockTime.toISOString() };
  }

  /** One pass over the network's refunds awaiting verification; answers the verdicts appended. */
  async function verifyRefunds(now: Date): Promise<number> {
    let verdicts = 0;
    for (const row of await refundsSent(db, network, BATCH)) {
      const orderId = row.order_id;
      const hash = row.refund_transaction_hash;
      if (!hash) continue;
      const { state } = await loadAggregate(store, orderStream(orderId), orderDecider);
      if (
        state.status === 'none' ||
        state.refund?.status !== 'sent' ||
        state.refund.refundTransactionHash !== hash
      ) {
        continue;
      }
      const sentAt = row.refund_decided_at ?? now;
      const verdict = await judge(state, hash, sentAt, now);
      if (!verdict || verdict.outcome.kind === 'waiting') continue;
      const meta = deps.metadata(orderStream(orderId));
      const { events } = await handleCommand(
        store,
        orderStream(orderId),
        orderDecider,
        {
          type: 'RecordRefundCheck',
          data: { refundTransactionHash: hash, ...verdict, now: meta.occurredAt },
        },
        { metadata: meta, eventId: () => deterministicId(`${orderStream(orderId)}:refund-verdict-${hash}`) },
      );
      verdicts += events.length;
      if (events.length > 0)
        logger.info({ network, orderId, outcome: verdict.outcome.kind }, 'refund verdict');
    }
    return verdicts;
  }

  return { verifyRefunds };
}
