// What a payment outcome sets in motion. Confirmed: the licence for the order's plan and account
// (the licence the order was placed to renew; for older orders the user's licence for that account
// extended by the renewal rule; else a new one), then the order records its delivery. Rejected,
// superseded or a rejected top-up: the transaction hash is freed for the order it really pays;
// rejected: the discount use is given back. Every id derives from the order, so a
// replay or a crash halfway issues nothing twice.
import {
  accountLicenceReservation,
  type DiscountCommand,
  discountDecider,
  discountStream,
  type IssuedLicence,
  licenceDecider,
  licenceStream,
  type OrderEvent,
  orderDecider,
  orderStream,
  orderStreams,
  type PlacedOrder,
  renews,
  renewsChosen,
  transactionReservation,
} from '@shop/domain';
import {
  claimNewLicenceKey,
  deterministicId,
  type EventMetadata,
  type EventStore,
  handleCommand,
  loadAggregate,
  type RecordedEvent,
  releaseReservation,
} from '@shop/infra';
import type { Kysely } from 'kysely';
import type { ReadModels } from '../db/schema.js';
import { renewalCandidates } from '../read-models/licences/queries.js';
import type { Reactor } from '../runtime/reactor.js';

export interface OrderFulfilmentDependencies {
  store: EventStore;
  db: Kysely<ReadModels>;
  clock: () => Date;
}

const HANDLED: OrderEvent['type'][] = [
  'PaymentConfirmed',
  'PaymentRejected',
  'PaymentDetected',
  'TopUpRejected',
];

export function orderFulfilmentReactor({ store, db, clock }: OrderFulfilmentDependencies): Reactor {
  const metadataFor = (orderId: string, causationId: string): EventMetadata => ({
    actor: 'system:payments',
    correlationId: orderStream(orderId),
    causationId,
    occurredAt: clock().toISOString(),
  });

  /** The licence if the renewal rule lets the order extend it. */
  async function extendable(licenceId: string, order: PlacedOrder): Promise<IssuedLicence | undefined> {
    const { state } = await loadAggregate(store, licenceStream(licenceId), licenceDecider);
    return renews(state, order) ? state : undefined;
  }

  async function licenceToRenew(order: PlacedOrder): Promise<IssuedLicence | undefined> {
    if (order.renews) {
      // The buyer's choice: that licence, unless it was revoked meanwhile (then a new one).
      const { state } = await loadAggregate(store, licenceStream(order.renews.licenceId), licenceDecider);
      return renewsChosen(state, order.userId) ? state : undefined;
    }
    let remembered: string | undefined;
    for await (const event of store.readStream(
      accountLicenceReservation(order.userId, order.accountNumber),
    )) {
      remembered = (event.data as { licenceId: string }).licenceId;
    }
    const fromMemory = remembered && (await extendable(remembered, order));
    if (fromMemory) return fromMemory;
    // Licences issued by an admin, or moved to this account, are only in the read model.
    for (const licenceId of await renewalCandidates(db, order.userId, order.accountNumber)) {
      const licence = await extendable(licenceId, order);
      if (licence) return licence;
    }
    return undefined;
  }

  async function remember(order: PlacedOrder, licenceId: string, metadata: EventMetadata) {
    await store.append(
      accountLicenceReservation(order.userId, order.accountNumber),
      [
        {
          id: deterministicId(`${orderStream(order.orderId)}:account-licence`),
          type: 'AccountLicenceAssigned',
          data: { licenceId, orderId: order.orderId },
          metadata,
        },
      ],
      { expectedRevision: 'any' },
    );
  }

  async function renew(order: PlacedOrder, licence: IssuedLicence, metadata: EventMetadata) {
    await handleCommand(
      store,
      licenceStream(licence.licenceId),
      licenceDecider,
      {
        type: 'ExtendLicence',
        data: { days: order.plan.durationDays, orderId: order.orderId, now: metadata.occurredAt },
      },
      // The store ignores an event id it already holds: a replay does not extend twice.
      { metadata, eventId: () => deterministicId(`${orderStream(order.orderId)}:licence-extended`) },
    );
  }

  async function issue(order: PlacedOrder, licenceId: string, metadata: EventMetadata) {
    const licenseKey = await claimNewLicenceKey(store, licenceId, metadata);
    await handleCommand(
      store,
      licenceStream(licenceId),
      licenceDecider,
      {
        type: 'IssueLicence',
        data: {
          licenceId,
          licenseKey,
          userId: order.userId,
          accountNumber: order.accountNumber,
          durationDays: order.plan.durationDays,
          source: 'order',
          orderId: order.orderId,
          issuedBy: 'system:payments',
          now: metadata.occurredAt,
        },
      },
      { metadata, eventId: () => deterministicId(`${orderStream(order.orderId)}:licence-issued`) },
    );
  }

  async function deliver(order: PlacedOrder, metadata: EventMetadata) {
    const newLicenceId = deterministicId(`${orderStream(order.orderId)}:licence`);
    const alreadyIssued = await loadAggregate(store, licenceStream(newLicenceId), licenceDecider);
    let licenceId = newLicenceId;
    let renewed = false;
    if (alreadyIssued.state.status === 'none') {
      const existing = await licenceToRenew(order);
      if (existing) {
        await renew(order, existing, metadata);
        licenceId = existing.licenceId;
        renewed = true;
      } else {
        await issue(order, newLicenceId, metadata);
      }
      await remember(order, licenceId, metadata);
    }
    const { state: licence } = await loadAggregate(store, licenceStream(licenceId), licenceDecider);
    if (licence.status === 'none')
      throw new Error(`Licence ${licenceId} for order ${order.orderId} is missing`);
    await handleCommand(
      store,
      orderStream(order.orderId),
      orderDecider,
      {
        type: 'RecordLicenceDelivery',
        data: {
          licenceId,
          licenseKey: licence.licenseKey,
          expiresAt: licence.expiresAt,
          renewed,
          now: metadata.occurredAt,
        },
      },
      { metadata, eventId: () => deterministicId(`${orderStream(order.orderId)}:licence-delivered`) },
    );
  }

  async function releaseDiscount(order: PlacedOrder, metadata: EventMetadata) {
    if (!order.discount) return;
    const command: DiscountCommand = {
      type: 'ReleaseDiscountUse',
      data: { orderId: order.orderId, now: metadata.occurredAt },
    };
    await handleCommand(store, discountStream(order.discount.discountId), discountDecider, command, {
      metadata,
      eventId: () => deterministicId(`${orderStream(order.orderId)}:discount-released`),
    });
  }

  const freeHash = (order: PlacedOrder, hash: string, metadata: EventMetadata) =>
    releaseReservation(store, transactionReservation(order.network, hash), order.orderId, metadata);

  async function fulfil(recorded: RecordedEvent) {
    const event = { type: recorded.type, data: recorded.data } as OrderEvent;
    const orderId = orderStreams.idOf(recorded.streamId);
    const { state } = await loadAggregate(store, recorded.streamId, orderDecider);
    if (state.status === 'none') return;
    const metadata = metadataFor(orderId, recorded.id);
    if (event.type === 'PaymentConfirmed') {
      if (state.status === 'confirmed') await deliver(state, metadata);
    } else if (event.type === 'PaymentRejected') {
      if (event.data.transactionHash) await freeHash(state, event.data.transactionHash, metadata);
      await releaseDiscount(state, metadata);
    } else if (event.type === 'PaymentDetected' && event.data.replaces) {
      await freeHash(state, event.data.replaces, metadata);
    } else if (event.type === 'TopUpRejected') {
      await freeHash(state, event.data.transactionHash, metadata);
    }
  }

  return {
    id: 'order-fulfilment',
    eventTypes: HANDLED,
    // A licence issued by an admin or moved to the order's account is found only in the read model.
    reads: ['licences'],
    async handle(event) {
      if (orderStreams.has(event.streamId)) await fulfil(event);
    },
  };
}
