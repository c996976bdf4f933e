// Orders through the API: placement with its own address and fixed amount, discount use, proof
// submission, ownership, expiry, and TARGETS R4 (one hash, fifty orders, one claim).
import { PAYMENT_MESSAGES } from '@shop/command-api/contracts';
import { DISCOUNT_MESSAGES, ORDER_MESSAGES } from '@shop/domain';
import { createKysely } from '@shop/infra';
import { reportFigure } from '@shop/infra/testing';
import { expireDueOrders, type ReadModels } from '@shop/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signUp, signUpAdmin } from './helpers/sessions.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// TARGETS sizes (R4: 50 orders, R3: 200 orders) are the defaults or come from `npm run test:reliability`.
const R4_ORDERS = Number(process.env.R4_ORDERS ?? 50);
const R3_REDEMPTIONS = Number(process.env.R3_REDEMPTIONS ?? 50);

let t: TestApp;
let admin: Session;
let buyer: Session;
let other: Session;
const HASH = 'ab'.repeat(32);

beforeAll(async () => {
  t = await createTestApp();
  [admin, buyer, other] = await Promise.all([
    signUpAdmin(t, 'payadmin'),
    signUp(t, 'buyer'),
    signUp(t, 'other'),
  ]);
}, 60_000);
afterAll(async () => t?.close());

let addressCounter = 0;
// Each call from its own address: the per-address order limit is not what these tests are about.
const order = (body: object, session = buyer) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/orders',
    headers: session.auth,
    remoteAddress: `10.99.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`,
    payload: {
      planType: 'popular',
      planDuration: '3months',
      accountNumber: 5550001,
      network: 'TRC20',
      discountCode: null,
      ...body,
    },
  });
const submit = (body: object, session = buyer) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/submit',
    headers: session.auth,
    payload: body,
    remoteAddress: `10.98.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`,
  });
const status = (orderId: string, session = buyer) =>
  t.app.inject({ method: 'GET', url: `/api/payments/orders/${orderId}`, headers: session.auth });

describe('placing orders', () => {
  it('fixes the amount in USDT base units, gives each order its own address and a 30-minute window', async () => {
    const first = await order({});
    expect(first.statusCode).toBe(201);
    const placed = first.json().order;
    expect(placed).toMatchObject({
      status: 'pending',
      network: 'TRC20',
      networkInfo: { name: 'TRON (TRC20)', blockExplorer: 'https://tronscan.org' },
      amount: 132,
      amountBaseUnits: '132000000',
      currency: 'USDT',
      planType: 'popular',
      accountNumber: 5550001,
      discount: null,
      receivedAmount: null,
      outstanding: null,
      renewsLicense: null,
    });
    expect(placed.paymentAddress).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    // TRON wallets scan the bare address; the amount is shown beside it.
    expect(placed.paymentRequest).toEqual({ qrData: placed.paymentAddress, walletUri: null });
    expect(Date.parse(placed.expiresAt) - Date.parse(placed.createdAt)).toBe(30 * 60_000);

    const bep = (await order({ network: 'BEP20', planType: 'starter', planDuration: '1month' })).json().order;
    expect(bep).toMatchObject({ amount: 49, amountBaseUnits: '49000000000000000000' });
    expect(bep.paymentAddress).toMatch(/^0x[0-9a-fA-F]{40}$/);
    // The USDT contract on BNB Smart Chain (the default BEP20_USDT_CONTRACT).
    const eip681 = `ethereum:0x55d398326f99059fF775485246999027B3197955@56/transfer?address=${bep.paymentAddress}&uint256=49000000000000000000`;
    expect(bep.paymentRequest).toEqual({ qrData: eip681, walletUri: eip681 });
    const addresses = await Promise.all(Array.from({ length: 6 }, () => order({})));
    expect(new Set(addresses.map((r) => r.json().order.paymentAddress)).size).toBe(6);
  });

  it('refuses an unknown plan and a bad account number', async () => {
    expect((await order({ planType: 'gold' })).json().error).toBe(PAYMENT_MESSAGES.invalidPlan);
    expect((await order({ accountNumber: 'abc' })).json().error).toBe(ORDER_MESSAGES.invalidAccountNumber);
  });

  it('uses a discount code at placement and gives it back when the order expires unpaid', async () => {
    const code = `ONCE${Date.now()}`;
    await t.app.inject({
      method: 'POST',
      url: '/api/discounts',
      headers: admin.auth,
      payload: {
        code,
        description: 'Ten off',
        type: 'fixed',
        value: 10,
        usageLimit: 1,
        validUntil: new Date(Date.now() + 86_400_000).toISOString(),
      },
    });
    const placed = (await order({ discountCode: code.toLowerCase() })).json().order;
    expect(placed).toMatchObject({
      amount: 122,
      amountBaseUnits: '122000000',
      discount: { code, discountAmount: 10 },
    });
    expect((await order({ discountCode: code }, other)).json().error).toBe(DISCOUNT_MESSAGES.usageLimit);

    await expect.poll(async () => (await status(placed.orderId)).statusCode).toBe(200);
    const db = createKysely<ReadModels>(t.database.pool);
    const later = () => new Date(Date.parse(placed.expiresAt) + 1_000);
    expect(await expireDueOrders({ store: t.store, db, clock: later })).toBeGreaterThanOrEqual(1);
    await expect.poll(async () => (await status(placed.orderId)).json().payment.status).toBe('expired');
    expect((await order({ discountCode: code }, other)).statusCode).toBe(201);
  });
});

describe('submitting proof', () => {
  it('moves the order to verification once, and keeps it to its owner', async () => {
    const placed = (await order({})).json().order;
    const wrong = await submit({ orderId: placed.orderId, transactionHash: 'abc' });
    expect(wrong.json().error).toBe(ORDER_MESSAGES.invalidTransactionHash);
    expect(
      (await submit({ orderId: placed.orderId, transactionHash: HASH.replace('ab', 'cd') }, other))
        .statusCode,
    ).toBe(404);

    const hash = `${Date.now().toString(16).padStart(16, '0')}${'e'.repeat(48)}`;
    const ok = await submit({
      orderId: placed.orderId,
      transactionHash: hash.toUpperCase(),
      userPaymentAddress: 'TMyWallet',
    });
    expect(ok.json()).toEqual({
      success: true,
      message: PAYMENT_MESSAGES.submitted,
      data: { orderId: placed.orderId, status: 'verifying', transactionHash: hash },
    });
    await expect
      .poll(async () => (await status(placed.orderId)).json().payment)
      .toMatchObject({ status: 'verifying', transactionHash: hash, confirmations: 0 });
    expect((await status(placed.orderId, other)).statusCode).toBe(404);
    expect((await status(placed.orderId, admin)).statusCode).toBe(200);
    await expect
      .poll(async () =>
        (await t.app.inject({ method: 'GET', url: '/api/payments/history', headers: buyer.auth }))
          .json()
          .payments.map((p: { orderId: string }) => p.orderId),
      )
      .toContain(placed.orderId);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/payments/history', headers: other.auth }))
        .json()
        .payments.map((p: { orderId: string }) => p.orderId),
    ).not.toContain(placed.orderId);
  });

  it(`R4: one transaction hash submitted for ${R4_ORDERS} orders at once is accepted exactly once`, async () => {
    const placed = await Promise.all(
      Array.from({ length: R4_ORDERS }, () => order({}).then((r) => r.json().order.orderId as string)),
    );
    const hash = `${Date.now().toString(16).padStart(16, '0')}${'f'.repeat(48)}`;
    const answers = await Promise.all(placed.map((orderId) => submit({ orderId, transactionHash: hash })));
    const refused = answers.filter((a) => a.statusCode !== 200);
    const messages = [...new Set(refused.map((a) => `"${a.json().error}" (${a.statusCode})`))];
    reportFigure(
      `R4: ${R4_ORDERS} submissions, ${answers.length - refused.length} accepted, ${refused.length} refused with ${messages.join(', ')}`,
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(refused).toHaveLength(R4_ORDERS - 1);
    expect(
      refused.every((a) => a.statusCode === 409 && a.json().error === PAYMENT_MESSAGES.transactionTaken),
    ).toBe(true);
  }, 120_000);
});

describe('R3 over HTTP', () => {
  const newDiscount = async (code: string, usageLimit: number, userUsageLimit: number) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/discounts',
      headers: admin.auth,
      payload: {
        code,
        description: 'Race',
        type: 'percentage',
        value: 10,
        usageLimit,
        userUsageLimit,
        validUntil: new Date(Date.now() + 86_400_000).toISOString(),
      },
    });
    expect(response.statusCode).toBe(201);
  };

  it(`a code limited to 10 uses, ordered ${R3_REDEMPTIONS} times at once by 20 users, discounts exactly 10 orders`, async () => {
    const code = `RACE${Date.now()}`;
    await newDiscount(code, 10, 10);
    const users = await Promise.all(Array.from({ length: 20 }, (_, i) => signUp(t, `racer${i}x`)));
    const answers = await Promise.all(
      Array.from({ length: R3_REDEMPTIONS }, (_, i) => order({ discountCode: code }, users[i % 20])),
    );
    const placed = answers.filter((a) => a.statusCode === 201);
    reportFigure(`R3: ${R3_REDEMPTIONS} concurrent orders over HTTP, ${placed.length} accepted, limit 10`);
    expect(placed).toHaveLength(10);
    expect(placed.every((a) => a.json().order.discount?.code === code)).toBe(true);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused.every((a) => a.json().error === DISCOUNT_MESSAGES.usageLimit)).toBe(true);
  }, 120_000);

  it('a per-user limit of 1 holds against 20 simultaneous orders by one user', async () => {
    const code = `MINE${Date.now()}`;
    await newDiscount(code, 100, 1);
    const answers = await Promise.all(Array.from({ length: 20 }, () => order({ discountCode: code }, other)));
    const accepted = answers.filter((a) => a.statusCode === 201).length;
    reportFigure(`R3: 20 concurrent orders by one user, ${accepted} accepted, per-user limit 1`);
    expect(accepted).toBe(1);
    expect(
      answers
        .filter((a) => a.statusCode !== 201)
        .every((a) => a.json().error === DISCOUNT_MESSAGES.userLimit),
    ).toBe(true);
  }, 60_000);
});

it('requires a signed-in user, and a verified email to order', async () => {
  expect((await t.app.inject({ method: 'POST', url: '/api/payments/orders', payload: {} })).statusCode).toBe(
    401,
  );
  expect((await t.app.inject({ method: 'GET', url: '/api/payments/history' })).statusCode).toBe(401);
});
