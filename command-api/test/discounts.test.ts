// Plans and discount codes through the API, and TARGETS R3 on the discount stream.
import { DISCOUNT_NOTICES } from '@shop/command-api/contracts';
import { DISCOUNT_MESSAGES, discountDecider, discountStream, PLANS } from '@shop/domain';
import { handleCommand } from '@shop/infra';
import { reportFigure } from '@shop/infra/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signUp, signUpAdmin } from './helpers/sessions.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let admin: Session;
let user: Session;

beforeAll(async () => {
  t = await createTestApp();
  [admin, user] = await Promise.all([signUpAdmin(t), signUp(t, 'shopper')]);
}, 60_000);
afterAll(async () => t?.close());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
let codes = 0;
const newCode = (overrides: object = {}) => {
  codes += 1;
  return {
    code: `save${codes}`,
    description: 'Twenty off',
    type: 'percentage',
    value: 20,
    validUntil: inDays(10),
    ...overrides,
  };
};
const create = (body: object, session = admin) =>
  t.app.inject({ method: 'POST', url: '/api/discounts', headers: session.auth, payload: body });
const validate = (code: string, planType = 'popular', session = user) =>
  t.app.inject({
    method: 'POST',
    url: '/api/discounts/validate',
    headers: session.auth,
    payload: { code, planType, amount: 132 },
  });

it('serves the four plans', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/plans' });
  expect(response.json()).toEqual({ success: true, plans: JSON.parse(JSON.stringify(PLANS)) });
});

describe('admin codes', () => {
  it('creates a code upper-cased with its defaults, and lists it', async () => {
    const response = await create(newCode({ maxDiscount: 25.5 }));
    expect(response.statusCode).toBe(201);
    const { discount, message } = response.json();
    expect(message).toBe(DISCOUNT_NOTICES.created);
    expect(discount).toMatchObject({
      code: `SAVE${codes}`,
      type: 'percentage',
      value: 20,
      maxDiscount: 25.5,
      minAmount: 0,
      usageLimit: null,
      usageCount: 0,
      userUsageLimit: 1,
      applicablePlans: [],
      isActive: true,
      createdBy: { _id: admin.id, username: admin.username },
    });
    await expect
      .poll(async () =>
        (await t.app.inject({ method: 'GET', url: '/api/discounts', headers: admin.auth }))
          .json()
          .discounts.map((d: { code: string }) => d.code),
      )
      .toContain(`SAVE${codes}`);
  });

  it.each([
    [{ validFrom: inDays(5), validUntil: inDays(1) }, DISCOUNT_MESSAGES.dateOrder],
    [{ userUsageLimit: 0 }, DISCOUNT_MESSAGES.userUsageLimit],
    [{ value: 150 }, DISCOUNT_MESSAGES.percentageTooHigh],
    [{ code: '' }, 'Code is required'],
  ])('refuses %j', async (overrides, message) => {
    const response = await create(newCode(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it('refuses a second code with the same letters, whatever their case, until the first is deleted', async () => {
    const first = (await create(newCode({ code: 'UNIQUE1' }))).json().discount;
    const again = await create(newCode({ code: 'unique1' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(DISCOUNT_MESSAGES.exists);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/discounts/${first._id}`,
      headers: admin.auth,
    });
    expect(deleted.json()).toEqual({ success: true, message: DISCOUNT_NOTICES.deleted });
    expect((await validate('UNIQUE1')).json().error).toBe(DISCOUNT_MESSAGES.notFound);
    expect((await create(newCode({ code: 'unique1' }))).statusCode).toBe(201);
  });

  it('keeps code management for admins', async () => {
    expect((await create(newCode(), user)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/discounts', headers: user.auth })).statusCode,
    ).toBe(403);
    const id = (await create(newCode())).json().discount._id;
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/discounts/${id}/toggle`, headers: user.auth }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/discounts/${id}`, headers: user.auth })).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/discounts/validate',
          payload: { code: 'X', planType: 'elite' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('validating a code', () => {
  it("prices the plan's own amount", async () => {
    const { code } = (await create(newCode({ value: 12.5 }))).json().discount;
    const response = await validate(code.toLowerCase(), 'popular');
    expect(response.json()).toEqual({
      success: true,
      discount: { code, description: 'Twenty off', discountAmount: 16.5, finalAmount: 115.5 },
    });
  });

  it('says precisely why a code does not apply', async () => {
    expect((await validate('NOSUCHCODE')).json().error).toBe(DISCOUNT_MESSAGES.notFound);

    const disabled = (await create(newCode())).json().discount;
    const toggled = await t.app.inject({
      method: 'PATCH',
      url: `/api/discounts/${disabled._id}/toggle`,
      headers: admin.auth,
    });
    expect(toggled.json()).toMatchObject({
      message: DISCOUNT_NOTICES.disabled,
      discount: { isActive: false },
    });
    expect((await validate(disabled.code)).json().error).toBe(DISCOUNT_MESSAGES.inactive);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/discounts/${disabled._id}/toggle`,
          headers: admin.auth,
        })
      ).json().message,
    ).toBe(DISCOUNT_NOTICES.enabled);

    const later = (await create(newCode({ validFrom: inDays(2), validUntil: inDays(5) }))).json().discount;
    expect((await validate(later.code)).json().error).toBe(DISCOUNT_MESSAGES.notYetValid);
    const eliteOnly = (await create(newCode({ applicablePlans: ['elite'] }))).json().discount;
    expect((await validate(eliteOnly.code, 'starter')).json().error).toBe(DISCOUNT_MESSAGES.notForPlan);
    const minimum = (await create(newCode({ type: 'fixed', value: 10, minAmount: 100 }))).json().discount;
    expect((await validate(minimum.code, 'starter')).json().error).toBe(
      'This discount code requires a minimum purchase of 100.00 USD',
    );
    expect((await validate(minimum.code, 'elite')).json().discount).toMatchObject({
      discountAmount: 10,
      finalAmount: 224,
    });

    const realNow = t.clock.now;
    t.clock.now = new Date(Date.parse(inDays(11)));
    try {
      expect((await validate(eliteOnly.code, 'elite')).json().error).toBe(DISCOUNT_MESSAGES.expired);
    } finally {
      t.clock.now = realNow;
    }
  });
});

// TARGETS R3 is 200 redemptions (`npm run test:reliability`); the default run races fewer.
const REDEMPTIONS = Number(process.env.R3_REDEMPTIONS ?? 50);
const USAGE_LIMIT = 10;

it(`R3: of ${REDEMPTIONS} concurrent uses of a code limited to ${USAGE_LIMIT}, exactly ${USAGE_LIMIT} succeed`, async () => {
  const { _id: id } = (await create(newCode({ usageLimit: USAGE_LIMIT, userUsageLimit: 1 }))).json().discount;
  const metadata = {
    actor: 'system:test' as const,
    correlationId: 'r3',
    causationId: null,
    occurredAt: new Date().toISOString(),
  };
  // Three in four users try once, the rest twice: a second try may meet the per-user limit first.
  const users = Math.ceil((REDEMPTIONS * 3) / 4);
  const outcomes = await Promise.allSettled(
    Array.from({ length: REDEMPTIONS }, (_, i) =>
      handleCommand(
        t.store,
        discountStream(id),
        discountDecider,
        {
          type: 'UseDiscount',
          data: {
            orderId: `order-${i}`,
            userId: `user-${i % users}`,
            planType: 'elite',
            priceCents: 23_400,
            now: new Date().toISOString(),
          },
        },
        { metadata, maxAttempts: REDEMPTIONS + 50 },
      ),
    ),
  );
  const accepted = outcomes.filter((o) => o.status === 'fulfilled').length;
  reportFigure(`R3: ${REDEMPTIONS} concurrent redemptions, ${accepted} accepted, limit ${USAGE_LIMIT}`);
  expect(accepted).toBe(USAGE_LIMIT);
  const reasons = outcomes.flatMap((o) =>
    o.status === 'rejected' ? [(o.reason as { code?: string }).code] : [],
  );
  expect(reasons).toHaveLength(REDEMPTIONS - USAGE_LIMIT);
  expect(reasons.every((code) => code === 'DISCOUNT_USAGE_LIMIT' || code === 'DISCOUNT_USER_LIMIT')).toBe(
    true,
  );
  await expect
    .poll(
      async () =>
        (await t.app.inject({ method: 'GET', url: '/api/discounts', headers: admin.auth }))
          .json()
          .discounts.find((d: { _id: string }) => d._id === id)?.usageCount,
    )
    .toBe(USAGE_LIMIT);
}, 120_000);
