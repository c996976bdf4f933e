// What an approved refund takes back: the licence the order issued is revoked; a licence the order only
// renewed loses the days that renewal added, so earlier paid time stays. Event ids derive from the
// refund, so a replay or a crash halfway changes nothing twice.
import {
  type LicenceCommand,
  licenceDecider,
  licenceStream,
  orderStreams,
  type RefundApproved,
} from '@shop/domain';
import { deterministicId, type EventStore, handleCommand, type RecordedEvent } from '@shop/infra';
import type { Reactor } from '../runtime/reactor.js';

export function refundReversalReactor({ store }: { store: EventStore }): Reactor {
  async function reverse(recorded: RecordedEvent) {
    const refund = recorded.data as RefundApproved['data'];
    if (refund.licenceId === null) return;
    const orderId = orderStreams.idOf(recorded.streamId);
    const command: LicenceCommand = refund.renewed
      ? { type: 'ShortenLicence', data: { days: refund.durationDays, orderId, now: refund.approvedAt } }
      : { type: 'RevokeLicence', data: { revokedBy: refund.adminId, now: refund.approvedAt } };
    await handleCommand(store, licenceStream(refund.licenceId), licenceDecider, command, {
      metadata: {
        actor: `admin:${refund.adminId}`,
        correlationId: recorded.metadata.correlationId,
        causationId: recorded.id,
        occurredAt: refund.approvedAt,
      },
      eventId: (_, index) => deterministicId(`refund-reversal:${recorded.id}:${index}`),
    }).catch((error: unknown) => {
      // Revoked meanwhile by an admin: the refund has nothing left to take.
      if ((error as { code?: string }).code !== 'LICENCE_REVOKED') throw error;
    });
  }

  return {
    id: 'refund-reversal',
    eventTypes: ['RefundApproved'],
    async handle(event) {
      if (orderStreams.has(event.streamId)) await reverse(event);
    },
  };
}
