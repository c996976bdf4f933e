// What the chain's verdict on a refund changes beyond the order. A verified refund takes back what the
// order bought: the licence it issued is revoked; a licence it only renewed loses the days that renewal
// added, so earlier paid time stays. A failed one frees its transaction hash, as a rejected payment's
// is freed. An approval only sends the refund; approvals recorded before refunds were verified on chain
// took effect at once and still do (a new group replaying history). Event ids derive from the refund,
// so a replay or a crash halfway changes nothing twice.
import {
  type LicenceCommand,
  licenceDecider,
  licenceStream,
  orderDecider,
  orderStreams,
  type RefundApproved,
  type RefundVerificationFailed,
  type RefundVerified,
  refundTransactionHolder,
  transactionReservation,
} from '@shop/domain';
import {
  deterministicId,
  type EventStore,
  handleCommand,
  loadAggregate,
  type RecordedEvent,
  releaseReservation,
} from '@shop/infra';
import type { Reactor } from '../runtime/reactor.js';

export function refundReversalReactor({ store }: { store: EventStore }): Reactor {
  async function reverse(recorded: RecordedEvent) {
    const refund = takenBack(recorded);
    if (!refund || refund.licenceId === null) return;
    const orderId = orderStreams.idOf(recorded.streamId);
    const command: LicenceCommand = refund.renewed
      ? { type: 'ShortenLicence', data: { days: refund.durationDays, orderId, now: refund.at } }
      : { type: 'RevokeLicence', data: { revokedBy: refund.adminId, now: refund.at } };
    await handleCommand(store, licenceStream(refund.licenceId), licenceDecider, command, {
      metadata: {
        actor: `admin:${refund.adminId}`,
        correlationId: recorded.metadata.correlationId,
        causationId: recorded.id,
        occurredAt: refund.at,
      },
      eventId: (_, index) => deterministicId(`refund-reversal:${recorded.id}:${index}`),
    }).catch((error: unknown) => {
      // Revoked meanwhile by an admin: the refund has nothing left to take.
      if ((error as { code?: string }).code !== 'LICENCE_REVOKED') throw error;
    });
  }

  async function freeHash(recorded: RecordedEvent) {
    const { refundTransactionHash } = recorded.data as RefundVerificationFailed['data'];
    const { state } = await loadAggregate(store, recorded.streamId, orderDecider);
    if (state.status === 'none') return;
    await releaseReservation(
      store,
      transactionReservation(state.network, refundTransactionHash),
      refundTransactionHolder(state.orderId),
      {
        actor: 'system:refund-verdicts',
        correlationId: recorded.metadata.correlationId,
        causationId: recorded.id,
        occurredAt: recorded.metadata.occurredAt,
      },
    );
  }

  return {
    // A new group name: a consumer group keeps the event types it was created with (EventStoreDB), so
    // the group that followed RefundApproved alone would never receive the chain's verdicts.
    id: 'refund-verdicts',
    eventTypes: ['RefundVerified', 'RefundVerificationFailed', 'RefundApproved'],
    async handle(event) {
      if (!orderStreams.has(event.streamId)) return;
      if (event.type === 'RefundVerificationFailed') await freeHash(event);
      else await reverse(event);
    },
  };
}

/** What the event takes back, and when; undefined for an approval that only sent the refund. */
function takenBack(recorded: RecordedEvent) {
  if (recorded.type === 'RefundVerified') {
    const data = recorded.data as RefundVerified['data'];
    return { ...data, at: data.verifiedAt };
  }
  const data = recorded.data as RefundApproved['data'];
  return data.awaitsChainVerification === true ? undefined : { ...data, at: data.approvedAt };
}
