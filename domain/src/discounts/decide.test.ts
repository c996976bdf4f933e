import { describe, expect, it } from 'vitest';
import { foldEvents } from '../core/decider.js';
import type { DiscountCommand } from './commands.js';
import { decideDiscount, discountDecider, quoteDiscount } from './decide.js';
import { applyDiscount, toHundredths } from './discount-maths.js';
import { DISCOUNT_MESSAGES } from './errors.js';
import type { DiscountEvent, DiscountTerms } from './events.js';

const NOW = '2026-11-22T10:00:00.000Z';
const terms: DiscountTerms = {
  code: 'BLACKFRIDAY',
  description: 'Black Friday',
  type: 'percentage',
  value: 2000,
  maxDiscountCents: null,
  minAmountCents: 0,
  usageLimit: null,
  userUsageLimit: 1,
  applicablePlans: [],
  validFrom: '2026-11-01T00:00:00.000Z',
  validUntil: '2026-12-01T00:00:00.000Z',
};
const created = (overrides: Partial<DiscountTerms> = {}): DiscountEvent => ({
  type: 'DiscountCreated',
  data: { ...terms, ...overrides, discountId: 'd1', createdBy: 'admin-1', createdAt: NOW },
});
const used = (orderId: string, userId: string): DiscountEvent => ({
  type: 'DiscountUsed',
  data: { orderId, userId, discountCents: 980, usedAt: NOW },
});
const state = (...events: DiscountEvent[]) => foldEvents(discountDecider, events);
const quote =
  (events: DiscountEvent[], overrides: Partial<Parameters<typeof quoteDiscount>[1]> = {}) =>
  () =>
    quoteDiscount(state(...events), {
      userId: 'u1',
      planType: 'starter',
      priceCents: 4900,
      now: NOW,
      ...overrides,
    });

describe('discount maths', () => {
  it('takes a percentage, rounded down to the cent, capped by the maximum', () => {
    expect(applyDiscount({ type: 'percentage', value: 2000, maxDiscountCents: null }, 4900)).toEqual({
      discountCents: 980,
      finalCents: 3920,
    });
    expect(
      applyDiscount({ type: 'percentage', value: toHundredths(12.5), maxDiscountCents: null }, 13_200),
    ).toEqual({ discountCents: 1650, finalCents: 11_550 });
    expect(applyDiscount({ type: 'percentage', value: 3333, maxDiscountCents: null }, 4900)).toEqual({
      discountCents: 1633,
      finalCents: 3267,
    });
    expect(applyDiscount({ type: 'percentage', value: 5000, maxDiscountCents: 5000 }, 34_800)).toEqual({
      discountCents: 5000,
      finalCents: 29_800,
    });
  });

  it('takes a fixed amount, never below a zero price', () => {
    expect(applyDiscount({ type: 'fixed', value: 1000, maxDiscountCents: null }, 4900)).toEqual({
      discountCents: 1000,
      finalCents: 3900,
    });
    expect(applyDiscount({ type: 'fixed', value: 10_000, maxDiscountCents: null }, 4900)).toEqual({
      discountCents: 4900,
      finalCents: 0,
    });
  });
});

describe('quoting a code', () => {
  it('prices an order within every rule', () => {
    expect(quote([created()])()).toEqual({ discountCents: 980, finalCents: 3920 });
  });

  it.each([
    [
      'inactive',
      [created(), { type: 'DiscountToggled', data: { isActive: false, at: NOW } }],
      {},
      DISCOUNT_MESSAGES.inactive,
    ],
    [
      'not yet valid',
      [created({ validFrom: '2026-11-23T00:00:00.000Z' })],
      {},
      DISCOUNT_MESSAGES.notYetValid,
    ],
    ['expired', [created({ validUntil: NOW })], {}, DISCOUNT_MESSAGES.expired],
    [
      'for other plans',
      [created({ applicablePlans: ['elite', 'professional'] })],
      {},
      DISCOUNT_MESSAGES.notForPlan,
    ],
    [
      'below its minimum',
      [created({ minAmountCents: 10_000 })],
      {},
      'This discount code requires a minimum purchase of 100.00 USD',
    ],
    [
      'used up',
      [created({ usageLimit: 2 }), used('o1', 'u2'), used('o2', 'u3')],
      {},
      DISCOUNT_MESSAGES.usageLimit,
    ],
    ['used by this user already', [created(), used('o1', 'u1')], {}, DISCOUNT_MESSAGES.userLimit],
    [
      'deleted',
      [created(), { type: 'DiscountDeleted', data: { deletedAt: NOW } }],
      {},
      DISCOUNT_MESSAGES.notFound,
    ],
    ['unknown', [], {}, DISCOUNT_MESSAGES.notFound],
  ] as Array<[string, DiscountEvent[], object, string]>)(
    'refuses a code that is %s',
    (_name, events, overrides, message) => {
      expect(quote(events, overrides)).toThrow(message);
    },
  );

  it('applies to the listed plans, and counts a released use as free again', () => {
    expect(
      quote([created({ applicablePlans: ['elite'] })], { planType: 'elite', priceCents: 23_400 })(),
    ).toEqual({ discountCents: 4680, finalCents: 18_720 });
    const released: DiscountEvent = { type: 'DiscountUseReleased', data: { orderId: 'o1', releasedAt: NOW } };
    expect(quote([created({ usageLimit: 1 }), used('o1', 'u1'), released])()).toEqual({
      discountCents: 980,
      finalCents: 3920,
    });
  });

  it('lets a user use a code as often as its per-user limit allows', () => {
    expect(quote([created({ userUsageLimit: 2 }), used('o1', 'u1')])()).toMatchObject({ finalCents: 3920 });
    expect(quote([created({ userUsageLimit: 2 }), used('o1', 'u1'), used('o2', 'u1')])).toThrow(
      DISCOUNT_MESSAGES.userLimit,
    );
  });
});

describe('discount commands', () => {
  const createCommand = (overrides: Partial<DiscountTerms> = {}): DiscountCommand => ({
    type: 'CreateDiscount',
    data: {
      ...terms,
      code: '  blackfriday ',
      ...overrides,
      discountId: 'd1',
      createdBy: 'admin-1',
      now: NOW,
    },
  });

  it('creates with the code upper-cased and the cap only for percentages', () => {
    expect(decideDiscount(createCommand(), state())).toEqual([created()]);
    expect(
      decideDiscount(createCommand({ type: 'fixed', value: 500, maxDiscountCents: 100 }), state())[0],
    ).toMatchObject({
      data: { type: 'fixed', maxDiscountCents: null },
    });
  });

  it.each([
    [{ validFrom: terms.validUntil }, DISCOUNT_MESSAGES.dateOrder],
    [{ value: 0 }, DISCOUNT_MESSAGES.invalidValue],
    [{ value: 10_001 }, DISCOUNT_MESSAGES.percentageTooHigh],
    [{ userUsageLimit: 0 }, DISCOUNT_MESSAGES.userUsageLimit],
  ])('refuses %j', (overrides, message) => {
    expect(() => decideDiscount(createCommand(overrides), state())).toThrow(message);
  });

  it('toggles, deletes, and records one use per order, released once', () => {
    expect(decideDiscount({ type: 'ToggleDiscount', data: { now: NOW } }, state(created()))).toEqual([
      { type: 'DiscountToggled', data: { isActive: false, at: NOW } },
    ]);
    const useCommand: DiscountCommand = {
      type: 'UseDiscount',
      data: { orderId: 'o1', userId: 'u1', planType: 'starter', priceCents: 4900, now: NOW },
    };
    expect(decideDiscount(useCommand, state(created()))).toEqual([used('o1', 'u1')]);
    expect(decideDiscount(useCommand, state(created(), used('o1', 'u1')))).toEqual([]);
    const release: DiscountCommand = { type: 'ReleaseDiscountUse', data: { orderId: 'o1', now: NOW } };
    expect(decideDiscount(release, state(created(), used('o1', 'u1')))).toHaveLength(1);
    expect(decideDiscount(release, state(created()))).toEqual([]);
    expect(decideDiscount({ type: 'DeleteDiscount', data: { now: NOW } }, state(created()))).toEqual([
      { type: 'DiscountDeleted', data: { deletedAt: NOW } },
    ]);
  });
});
