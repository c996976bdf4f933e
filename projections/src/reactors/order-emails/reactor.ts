// Tells the trader by email what happens to their order: a payment being verified (once per payment
// round), confirmed (with the receipt), underpaid, late or rejected, and a refund requested, sent or
// refused. The order's stream is read once and folded, the owner read from the users read model (nobody
// once deleted). Each email is sent once per key (mail-once.ts). A new consumer group starts at the
// beginning of the log, so events older than 48 hours when first seen send nothing: deploying this
// reactor does not email a shop's whole history.
import {
  foldEvents,
  type Order,
  type OrderEvent,
  orderDecider,
  orderStreams,
  type PlacedOrder,
} from '@shop/domain';
import type { EventStore, Mailer, MailMessage, RecordedEvent } from '@shop/infra';
import type { Kysely } from 'kysely';
import type { ReadModels } from '../../db/schema.js';
import { usersProjector } from '../../read-models/users/projector.js';
import { findUserById } from '../../read-models/users/queries.js';
import type { Reactor } from '../../runtime/reactor.js';
import { mailOnce } from '../mail-once.js';
import { paymentConfirmedEmail } from './receipt.js';
import {
  latePaymentEmail,
  paymentRejectedEmail,
  paymentVerifyingEmail,
  type Recipient,
  refundApprovedEmail,
  refundRejectedEmail,
  refundRequestedEmail,
  underpaidEmail,
} from './templates.js';

export interface OrderEmailsDependencies {
  store: EventStore;
  db: Kysely<ReadModels>;
  mailer: Mailer;
  publicUrl: string;
  clock: () => Date;
}

const STALE_AFTER_MS = 48 * 3_600_000;

/** The events after which a new proof or transaction starts a new payment round. */
const ROUND_ENDS = new Set(['PaymentUnderpaid', 'PaymentRejected', 'TopUpRejected']);

/** How many payment rounds ended before the event: a replaced hash stays in its round, a top-up does not. */
function paymentRound(history: readonly RecordedEvent[], event: RecordedEvent): number {
  return history.filter((earlier) => earlier.revision < event.revision && ROUND_ENDS.has(earlier.type))
    .length;
}

/** The order's events, read once: the reactor folds them and counts payment rounds in them. */
async function readHistory(store: EventStore, streamId: string): Promise<RecordedEvent[]> {
  const history: RecordedEvent[] = [];
  for await (const recorded of store.readStream(streamId)) history.push(recorded);
  return history;
}

export function orderEmailsReactor(deps: OrderEmailsDependencies): Reactor {
  const { publicUrl } = deps;

  /** The email the event calls for, and the key it is sent once under; undefined: none. */
  function emailFor(
    recorded: RecordedEvent,
    history: readonly RecordedEvent[],
    order: PlacedOrder,
    to: Recipient,
  ): { key: string; message: MailMessage } | undefined {
    const event = { type: recorded.type, data: recorded.data } as OrderEvent;
    const once = (message: MailMessage) => ({ key: `${event.type}:${recorded.id}`, message });
    switch (event.type) {
      case 'PaymentSubmitted':
      case 'PaymentDetected': {
        const round = paymentRound(history, recorded);
        return {
          key: `payment-verifying:${order.orderId}:${round}`,
          message: paymentVerifyingEmail(to, order, event.data.transactionHash, publicUrl),
        };
      }
      case 'LicenceDelivered':
        return once(paymentConfirmedEmail(to, order, event.data, publicUrl));
      case 'PaymentUnderpaid': {
        const { receivedBaseUnits, expectedBaseUnits, topUpUntil } = event.data;
        // Recorded before top-ups were taken: the rest would not be watched for, so no email asks for it.
        if (!topUpUntil) return undefined;
        return once(
          underpaidEmail(
            to,
            order,
            { receivedBaseUnits, expectedBaseUnits, payUntil: topUpUntil },
            publicUrl,
          ),
        );
      }
      case 'PaymentLate':
        return once(latePaymentEmail(to, order, publicUrl));
      case 'PaymentRejected':
        return once(paymentRejectedEmail(to, order, event.data.message, publicUrl));
      case 'RefundRequested':
        return once(refundRequestedEmail(to, order, event.data.amountCents, publicUrl));
      case 'RefundVerified':
        return {
          key: `refund-sent:${recorded.id}`,
          message: refundApprovedEmail(to, order, event.data, publicUrl),
        };
      case 'RefundApproved':
        // Approvals recorded before refunds were verified on chain took effect at once.
        if (event.data.awaitsChainVerification) return undefined;
        return {
          key: `refund-sent:${recorded.id}`,
          message: refundApprovedEmail(to, order, event.data, publicUrl),
        };
      case 'RefundRejected':
        return once(refundRejectedEmail(to, order, event.data.reason, publicUrl));
      default:
        return undefined;
    }
  }

  return {
    id: 'order-emails',
    eventTypes: [
      'PaymentSubmitted',
      'PaymentDetected',
      'LicenceDelivered',
      'PaymentUnderpaid',
      'PaymentLate',
      'PaymentRejected',
      'RefundRequested',
      'RefundVerified',
      'RefundApproved',
      'RefundRejected',
    ],
    reads: [usersProjector.id],
    async handle(recorded) {
      if (!orderStreams.has(recorded.streamId)) return;
      if (deps.clock().getTime() - recorded.recordedAt.getTime() > STALE_AFTER_MS) return;
      const history = await readHistory(deps.store, recorded.streamId);
      const order = foldEvents<Order, OrderEvent>(
        orderDecider,
        history.map(({ type, data }) => ({ type, data }) as OrderEvent),
      );
      if (order.status === 'none') return;
      const owner = await findUserById(deps.db, order.userId);
      if (!owner) return;
      const email = emailFor(recorded, history, order, { email: owner.email, username: owner.username });
      if (email) await mailOnce(deps, `order:${email.key}`, `order-${recorded.type}`, email.message);
    },
  };
}
