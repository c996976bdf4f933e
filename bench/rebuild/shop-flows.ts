// The multi-step flows of the shop's day, each as the services append it: an order from placement to
// its licence (or its expiry), a support ticket's conversation, a new discount code.
import { randomBytes } from 'node:crypto';
import type {
  DiscountCreated,
  LicenceDelivered,
  LicenceExtended,
  Network,
  OrderPlaced,
  PaymentConfirmed,
  PaymentSubmitted,
  TicketMessagePosted,
  TicketOpened,
} from '@shop/domain';
import {
  centsToBaseUnits,
  discountCodeReservation,
  discountStream,
  licenceStream,
  orderStream,
  PLANS,
  TICKET_CATEGORIES,
  TICKET_NUMBER_STREAM,
  ticketStream,
  transactionReservation,
} from '@shop/domain';
import { newId, RESERVATION_CLAIMED } from '@shop/infra';
import type { LogEvent } from './log-writer.js';
import { pick, stamp } from './random.js';
import { iso, type Shop } from './shop-log.js';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Cheaper plans sell more: starter, popular, elite, professional. */
const PLAN_SHARES = [0.4, 0.35, 0.15, 0.1];

function pickPlan(shop: Shop) {
  let draw = shop.random();
  for (const [index, share] of PLAN_SHARES.entries()) {
    draw -= share;
    if (draw < 0) return PLANS[index]!;
  }
  return PLANS[0]!;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

export function orderEvents(shop: Shop, t: number): LogEvent[] {
  const user = shop.member();
  if (!user) return [];
  const orderId = newId();
  const stream = orderStream(orderId);
  const actor = `user:${user.id}` as const;
  const plan = pickPlan(shop);
  const network: Network = shop.random() < 0.7 ? 'TRC20' : 'BEP20';
  const code = shop.discounts.find((d) => d.active);
  const discount = code && shop.random() < 0.25 ? { ...code, cents: plan.price * 10 } : undefined;
  const amountCents = plan.price * 100 - (discount?.cents ?? 0);
  const events: LogEvent[] = [];
  if (discount) {
    const used = { orderId, userId: user.id, discountCents: discount.cents, usedAt: iso(t) };
    events.push(stamp(discountStream(discount.id), 'DiscountUsed', used, actor, t));
  }
  const index = shop.addressIndex[network]++;
  events.push(stamp(`paymentaddress-${network}`, 'PaymentAddressAllocated', { orderId }, actor, t + 1));
  const placed: OrderPlaced['data'] = {
    orderId,
    userId: user.id,
    plan: {
      planType: plan.planType,
      planDuration: plan.planDuration,
      name: plan.name,
      price: plan.price,
      durationDays: plan.durationDays,
    },
    accountNumber: 10_000_000 + Math.floor(shop.random() * 89_999_999),
    network,
    discount: discount
      ? { discountId: discount.id, code: discount.code, discountCents: discount.cents }
      : null,
    priceCents: plan.price * 100,
    amountCents,
    amountBaseUnits: centsToBaseUnits(amountCents, network).toString(),
    paymentAddress: network === 'TRC20' ? `T${hex(17).slice(0, 33)}` : `0x${hex(20)}`,
    addressIndex: index,
    placedAt: iso(t + 2),
    expiresAt: iso(t + 30 * MINUTE),
  };
  events.push(stamp(stream, 'OrderPlaced', placed, actor, t + 2));
  if (shop.random() >= 0.85) {
    events.push(
      stamp(
        stream,
        'OrderExpired',
        { expiredAt: iso(t + 31 * MINUTE) },
        'system:order-expiry',
        t + 31 * MINUTE,
      ),
    );
    if (discount) {
      const released = { orderId, releasedAt: iso(t + 31 * MINUTE) };
      events.push(
        stamp(
          discountStream(discount.id),
          'DiscountUseReleased',
          released,
          'system:order-expiry',
          t + 31 * MINUTE + 1,
        ),
      );
    }
    return events;
  }
  const hash = network === 'BEP20' ? `0x${hex(32)}` : hex(32);
  const submittedAt = t + 5 * MINUTE;
  const submitted: PaymentSubmitted['data'] = {
    transactionHash: hash,
    userPaymentAddress: shop.random() < 0.5 ? `T${hex(17).slice(0, 33)}` : null,
    submittedAt: iso(submittedAt),
    userId: user.id,
  };
  events.push(
    stamp(
      transactionReservation(network, hash),
      RESERVATION_CLAIMED,
      { ownerId: orderId },
      actor,
      submittedAt,
    ),
  );
  events.push(stamp(stream, 'PaymentSubmitted', submitted, actor, submittedAt + 1));
  const confirmedAt = t + 8 * MINUTE;
  const confirmed: PaymentConfirmed['data'] = {
    transactionHash: hash,
    receivedBaseUnits: placed.amountBaseUnits,
    blockNumber: 60_000_000 + Math.floor(shop.random() * 1_000_000),
    blockTime: iso(submittedAt - MINUTE),
    confirmations: network === 'TRC20' ? 19 : 15,
    overpaidBaseUnits: '0',
    confirmedBy: 'chain',
    reason: null,
    confirmedAt: iso(confirmedAt),
  };
  events.push(stamp(stream, 'PaymentConfirmed', confirmed, 'system:chain-watcher', confirmedAt));
  return [...events, ...deliver(shop, stream, placed, confirmedAt + 1_000)];
}

/** The payment reactor: a renewal extends the owner's active licence, otherwise a new one is issued. */
function deliver(shop: Shop, stream: string, order: OrderPlaced['data'], t: number): LogEvent[] {
  const days = order.plan.durationDays;
  const current = shop.random() < 0.3 ? shop.activeLicence(order.userId) : undefined;
  if (current) {
    const previous = current.expiresAt;
    current.expiresAt = Math.max(previous ?? t, t) + days * DAY;
    const extended: LicenceExtended['data'] = {
      previousExpiresAt: previous === null ? null : iso(previous),
      expiresAt: iso(current.expiresAt),
      days,
      orderId: order.orderId,
      extendedAt: iso(t),
    };
    const delivered: LicenceDelivered['data'] = {
      licenceId: current.id,
      licenseKey: current.licenseKey,
      expiresAt: extended.expiresAt,
      renewed: true,
      deliveredAt: iso(t + 1),
    };
    return [
      stamp(licenceStream(current.id), 'LicenceExtended', extended, 'system:payments', t),
      stamp(stream, 'LicenceDelivered', delivered, 'system:payments', t + 1),
    ];
  }
  const issued = shop.issueLicence(t, order.userId, days, order.orderId, 'system:payments');
  const licence = issued[1]!.data as { licenceId: string; licenseKey: string; expiresAt: string };
  const delivered: LicenceDelivered['data'] = {
    licenceId: licence.licenceId,
    licenseKey: licence.licenseKey,
    expiresAt: licence.expiresAt,
    renewed: false,
    deliveredAt: iso(t + 2),
  };
  return [...issued, stamp(stream, 'LicenceDelivered', delivered, 'system:payments', t + 2)];
}

/** A ticket: its number, the question, three replies in turn, resolved by an admin, rated half the time. */
export function ticketEvents(shop: Shop, t: number): LogEvent[] {
  const user = shop.member();
  if (!user) return [];
  const ticketId = newId();
  const stream = ticketStream(ticketId);
  const owner = `user:${user.id}` as const;
  const admin = `admin:${shop.admin.id}` as const;
  shop.ticketNumber += 1;
  const opened: TicketOpened['data'] = {
    ticketId,
    ticketNumber: shop.ticketNumber,
    userId: user.id,
    subject: 'Robot stopped trading',
    description: 'Since this morning no trades were opened on my account, although the market moved.',
    category: pick(TICKET_CATEGORIES, shop.random),
    priority: 'medium',
    openedAt: iso(t),
  };
  const events = [
    stamp(TICKET_NUMBER_STREAM, 'TicketNumberAllocated', { ticketId }, owner, t),
    stamp(stream, 'TicketOpened', opened, owner, t + 1),
  ];
  for (let i = 1; i <= 3; i += 1) {
    const byAdmin = i % 2 === 1;
    const at = t + i * 60 * MINUTE;
    const message: TicketMessagePosted['data'] = {
      messageId: newId(),
      senderId: byAdmin ? shop.admin.id : user.id,
      senderType: byAdmin ? 'admin' : 'user',
      message: byAdmin ? 'Please check that AutoTrading is enabled in MT5.' : 'It was off, thank you!',
      isInternal: false,
      postedAt: iso(at),
      ticketOwnerId: user.id,
    };
    events.push(stamp(stream, 'TicketMessagePosted', message, byAdmin ? admin : owner, at));
  }
  const resolvedAt = t + 4 * 60 * MINUTE;
  const status = {
    from: 'open',
    to: 'resolved',
    changedBy: 'admin',
    changedById: shop.admin.id,
    changedAt: iso(resolvedAt),
  };
  events.push(stamp(stream, 'TicketStatusChanged', status, admin, resolvedAt));
  if (shop.random() < 0.5) {
    const rated = {
      rating: 5,
      feedback: shop.random() < 0.5 ? 'Quick answer' : null,
      ratedAt: iso(resolvedAt + MINUTE),
      userId: user.id,
    };
    events.push(stamp(stream, 'TicketRated', rated, owner, resolvedAt + MINUTE));
  }
  return events;
}

/** A new code, 10 % off for a month, with its reservation; the previous code is switched off. */
export function discountEvents(shop: Shop, t: number): LogEvent[] {
  const admin = `admin:${shop.admin.id}` as const;
  const events: LogEvent[] = [];
  const previous = shop.discounts.find((d) => d.active);
  if (previous) {
    previous.active = false;
    events.push(
      stamp(discountStream(previous.id), 'DiscountToggled', { isActive: false, at: iso(t) }, admin, t),
    );
  }
  const discount = { id: newId(), code: `SAVE${shop.discounts.length + 1}`, active: true };
  shop.discounts.push(discount);
  const created: DiscountCreated['data'] = {
    discountId: discount.id,
    code: discount.code,
    description: 'Ten percent off',
    type: 'percentage',
    value: 1_000,
    maxDiscountCents: null,
    minAmountCents: 0,
    usageLimit: null,
    userUsageLimit: 1,
    applicablePlans: [],
    validFrom: iso(t),
    validUntil: iso(t + 30 * DAY),
    createdBy: shop.admin.id,
    createdAt: iso(t),
  };
  events.push(
    stamp(
      discountCodeReservation(discount.code),
      RESERVATION_CLAIMED,
      { ownerId: discount.id },
      admin,
      t + 1,
    ),
  );
  events.push(stamp(discountStream(discount.id), 'DiscountCreated', created, admin, t + 2));
  return events;
}
