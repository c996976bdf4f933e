// Finance through the API: the ledger's totals against the events themselves, the refund rules
// (window, once only, paid orders only, owner only), what a refund verified on chain takes back, revenue
// grouping, open problems, and orders and licences as they stood at a moment. The chain's verdict on a
// refund is appended here as the chain watcher would (chain-watcher/test/bsc-refunds.test.ts judges
// real transactions on a real chain).
import { PAYMENT_MESSAGES } from '@shop/command-api/contracts';
import {
  ORDER_MESSAGES,
  type OrderPlaced,
  orderDecider,
  orderStream,
  type RefundVerified,
} from '@shop/domain';
import { handleCommand, START } from '@shop/infra';
import { eventually } from '@shop/infra/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signUp, signUpAdmin } from './helpers/sessions.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let admin: Session;
let buyer: Session;
let hashes = 0;

const call = (method: 'GET' | 'POST', url: string, session?: Session, payload?: object) =>
  t.app.inject({ method, url, headers: session?.auth ?? {}, ...(payload ? { payload } : {}) });

/** A TRC20 order paid and confirmed by hand, with its licence delivered. */
async function paidOrder(
  session: Session,
  planType = 'popular',
  planDuration = '3months',
  accountNumber = 70001,
) {
  const placed = await call('POST', '/api/payments/orders', session, {
    planType,
    planDuration,
    accountNumber,
    network: 'TRC20',
    discountCode: null,
  });
  const order = placed.json().order;
  hashes += 1;
  const hash = hashes.toString(16).padStart(64, 'e');
  expect(
    (await call('POST', '/api/payments/submit', session, { orderId: order.orderId, transactionHash: hash }))
      .statusCode,
  ).toBe(200);
  expect(
    (
      await call('POST', `/api/admin/payments/${order.orderId}/confirm`, admin, {
        reason: 'Seen on Tronscan',
      })
    ).statusCode,
  ).toBe(200);
  await eventually(
    async () => (await call('GET', `/api/payments/orders/${order.orderId}`, session)).json().payment?.status,
    { what: "the order's payment completed", accept: (status) => status === 'completed' },
  );
  return (await call('GET', `/api/payments/orders/${order.orderId}`, session)).json().payment;
}

/** The chain watcher's verdict that the refund transaction `hash` is right and final. */
async function verifyOnChain(orderId: string, hash: string) {
  const now = t.clock.now.toISOString();
  await handleCommand(
    t.store,
    orderStream(orderId),
    orderDecider,
    {
      type: 'RecordRefundCheck',
      data: {
        refundTransactionHash: hash,
        outcome: { kind: 'verified', sent: 1n, recipient: 'Tpayer', confirmations: 20 },
        blockNumber: 1,
        blockTime: now,
        now,
      },
    },
    {
      metadata: { actor: 'system:chain-watcher', correlationId: orderId, causationId: null, occurredAt: now },
    },
  );
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, buyer] = await Promise.all([signUpAdmin(t, 'finance'), signUp(t, 'buyer')]);
}, 60_000);
afterAll(async () => t?.close());

describe('refunds', () => {
  it('lets the owner ask once within 7 days; approval sends the refund, verification revokes the licence', async () => {
    const order = await paidOrder(buyer);
    expect(order.paidAt).toEqual(expect.any(String));
    expect(Date.parse(order.refundableUntil) - Date.parse(order.paidAt)).toBe(7 * 86_400_000);
    const stranger = await signUp(t, 'stranger');
    const foreign = await call('POST', `/api/payments/orders/${order.orderId}/refund`, stranger, {});
    expect(foreign.statusCode).toBe(404);

    const asked = await call('POST', `/api/payments/orders/${order.orderId}/refund`, buyer, {
      reason: 'Changed my mind',
    });
    expect(asked.json()).toMatchObject({
      success: true,
      message: PAYMENT_MESSAGES.refundRequested,
      order: { refund: { status: 'requested', decidedAt: null } },
    });
    const again = await call('POST', `/api/payments/orders/${order.orderId}/refund`, buyer, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(ORDER_MESSAGES.refundAlreadyRequested);

    const problems = await eventually(
      async () => (await call('GET', '/api/finance/problems', admin)).json().problems,
      {
        what: 'the order among the open problems',
        accept: (list: { orderId: string }[]) => list.some((problem) => problem.orderId === order.orderId),
      },
    );
    expect(problems.find((problem: { orderId: string }) => problem.orderId === order.orderId)).toMatchObject({
      kind: 'refund_requested',
      refundReason: 'Changed my mind',
      amountCents: 13_200,
      user: { _id: buyer.id, username: buyer.username },
    });

    const asUser = await call('POST', `/api/admin/refunds/${order.orderId}/approve`, buyer, {
      refundTransactionHash: 'f'.repeat(64),
    });
    expect(asUser.statusCode).toBe(403);
    const badHash = await call('POST', `/api/admin/refunds/${order.orderId}/approve`, admin, {
      refundTransactionHash: 'xyz',
    });
    expect(badHash.statusCode).toBe(400);
    const approved = await call('POST', `/api/admin/refunds/${order.orderId}/approve`, admin, {
      refundTransactionHash: 'F'.repeat(64),
      note: 'Sent back from the shop wallet',
    });
    expect(approved.json()).toMatchObject({
      message: PAYMENT_MESSAGES.refundApproved,
      order: { refund: { status: 'sent', refundTransactionHash: 'f'.repeat(64), verifiedAt: null } },
    });
    await verifyOnChain(order.orderId, 'f'.repeat(64));
    const licences = await eventually(
      async () => (await call('GET', '/api/users/me', buyer)).json().licenses,
      {
        what: "the buyer's licences revoked",
        accept: (list: { status: string }[]) =>
          list.length > 0 && list.every((licence) => licence.status === 'revoked'),
      },
    );
    expect(licences).toHaveLength(1);
    const seen = (await call('GET', `/api/payments/orders/${order.orderId}`, buyer)).json().payment;
    expect(seen.refund).toMatchObject({ status: 'approved', refundTransactionHash: 'f'.repeat(64) });
  });

  it('refuses a request after the 7 days and for an order never paid', async () => {
    const order = await paidOrder(buyer, 'starter', '1month', 70002);
    const realNow = t.clock.now;
    t.clock.now = new Date(Date.parse(order.paidAt) + 7 * 86_400_000 + 60_000);
    try {
      const late = await call('POST', `/api/payments/orders/${order.orderId}/refund`, buyer, {});
      expect(late.statusCode).toBe(409);
      expect(late.json().error).toBe(ORDER_MESSAGES.refundWindowOver);
    } finally {
      t.clock.now = realNow;
    }
    const unpaid = (
      await call('POST', '/api/payments/orders', buyer, {
        planType: 'starter',
        planDuration: '1month',
        accountNumber: 70003,
        network: 'TRC20',
        discountCode: null,
      })
    ).json().order;
    const refused = await call('POST', `/api/payments/orders/${unpaid.orderId}/refund`, buyer, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(ORDER_MESSAGES.refundNotPaid);
  });

  it('rejects with a reason, keeping the licence; anonymous callers are refused', async () => {
    const order = await paidOrder(buyer, 'elite', '6months', 70004);
    await call('POST', `/api/payments/orders/${order.orderId}/refund`, buyer, {});
    const noReason = await call('POST', `/api/admin/refunds/${order.orderId}/reject`, admin, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    const rejected = await call('POST', `/api/admin/refunds/${order.orderId}/reject`, admin, {
      reason: 'Traded 6 days',
    });
    expect(rejected.json().order.refund.status).toBe('rejected');
    expect((await call('POST', `/api/payments/orders/${order.orderId}/refund`)).statusCode).toBe(401);
    expect(
      (await call('POST', `/api/admin/refunds/${order.orderId}/reject`, undefined, { reason: 'x' }))
        .statusCode,
    ).toBe(401);
    const licence = (await call('GET', '/api/users/me', buyer))
      .json()
      .licenses.find((l: { accountNumber: number }) => l.accountNumber === 70004);
    expect(licence.status).toBe('active');
  });
});

describe('the ledger', () => {
  it('totals exactly what the payment and refund events say, overall and by plan and network', async () => {
    const ledger = await eventually(
      async () => (await call('GET', '/api/finance/ledger?limit=500', admin)).json(),
      {
        what: 'the ledger with the refund',
        accept: (body) =>
          body.totals?.refunds === 1 && body.totals.payments === 3 && body.entries.length === 5,
      },
    );
    // The same sums straight from the log.
    const events = await t.store.readAll(START, { limit: 100_000 });
    const amounts = new Map<string, number>();
    let gross = 0;
    let refunds = 0;
    for (const event of events) {
      const orderId = event.streamId.slice('order-'.length);
      if (event.type === 'OrderPlaced') amounts.set(orderId, (event.data as OrderPlaced['data']).amountCents);
      if (event.type === 'PaymentConfirmed') gross += amounts.get(orderId)!;
      if (event.type === 'RefundVerified') refunds += (event.data as RefundVerified['data']).amountCents;
    }
    expect(ledger.totals).toEqual({
      grossCents: gross,
      refundsCents: refunds,
      netCents: gross - refunds,
      payments: 3,
      refunds: 1,
    });
    expect(gross).toBe(13_200 + 4_900 + 23_400);
    const kinds = ledger.entries.map((entry: { kind: string }) => entry.kind).sort();
    expect(kinds).toEqual(
      ['payment', 'payment', 'payment', 'payment_rejected', 'refund', 'refund_rejected'].filter(
        (kind) => kind !== 'payment_rejected',
      ),
    );
    const refund = ledger.entries.find((entry: { kind: string }) => entry.kind === 'refund');
    expect(refund).toMatchObject({
      amountCents: -13_200,
      transactionHash: 'f'.repeat(64),
      network: 'TRC20',
      planType: 'popular',
    });

    const byPlan = (await call('GET', '/api/finance/revenue?groupBy=plan', admin)).json().revenue;
    expect(byPlan).toEqual([
      { key: 'elite', grossCents: 23_400, refundsCents: 0, netCents: 23_400, payments: 1, refunds: 0 },
      { key: 'popular', grossCents: 13_200, refundsCents: 13_200, netCents: 0, payments: 1, refunds: 1 },
      { key: 'starter', grossCents: 4_900, refundsCents: 0, netCents: 4_900, payments: 1, refunds: 0 },
    ]);
    const byNetwork = (await call('GET', '/api/finance/revenue?groupBy=network', admin)).json().revenue;
    expect(byNetwork).toEqual([
      {
        key: 'TRC20',
        grossCents: gross,
        refundsCents: refunds,
        netCents: gross - refunds,
        payments: 3,
        refunds: 1,
      },
    ]);
    const refundsOnly = (await call('GET', '/api/finance/ledger?kind=refund', admin)).json();
    expect(refundsOnly.entries).toHaveLength(1);
    expect((await call('GET', '/api/finance/ledger', buyer)).statusCode).toBe(403);
    expect((await call('GET', '/api/finance/revenue?groupBy=week', admin)).statusCode).toBe(400);
  });

  it('buckets revenue days in the time zone asked for, split by plan or network', async () => {
    const { entries } = (await call('GET', '/api/finance/ledger?limit=500', admin)).json();
    // A zone whose date differs from UTC's when these payments happened: Pago Pago (UTC−11) before
    // 10:00 UTC, Kiritimati (UTC+14) from then on.
    const zone = new Date(entries[0].at).getUTCHours() < 10 ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';
    const dayIn = (at: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(at));
    expect(dayIn(entries[0].at)).not.toBe(entries[0].at.slice(0, 10));
    const expected = new Map<string, { grossCents: number; refundsCents: number }>();
    for (const { kind, at, planType, amountCents } of entries) {
      if (kind !== 'payment' && kind !== 'refund') continue;
      const key = `${dayIn(at)} ${planType}`;
      const sums = expected.get(key) ?? { grossCents: 0, refundsCents: 0 };
      if (kind === 'payment') sums.grossCents += amountCents;
      else sums.refundsCents -= amountCents;
      expected.set(key, sums);
    }
    const answer = await call('GET', `/api/finance/revenue?groupBy=day&tz=${zone}&split=plan`, admin);
    expect(answer.statusCode, answer.body).toBe(200);
    const rows = answer.json().revenue;
    expect(
      new Map(
        rows.map((row: { key: string; split: string; grossCents: number; refundsCents: number }) => [
          `${row.key} ${row.split}`,
          { grossCents: row.grossCents, refundsCents: row.refundsCents },
        ]),
      ),
    ).toEqual(expected);
    const byNetwork = (await call('GET', '/api/finance/revenue?groupBy=month&split=network', admin)).json();
    expect(byNetwork.revenue.every((row: { split?: string }) => row.split === 'TRC20')).toBe(true);
    const plain = (await call('GET', '/api/finance/revenue?groupBy=day', admin)).json().revenue;
    expect(plain.every((row: object) => !('split' in row))).toBe(true);

    for (const [query, error] of [
      ['groupBy=day&tz=Mars/Olympus', 'Unknown time zone'],
      ['groupBy=day&tz=%2B01:00', 'Unknown time zone'],
      ['groupBy=plan&split=network', 'Split applies to groupBy day or month'],
      ['groupBy=day&split=user', 'Split by plan or network'],
    ]) {
      const refused = await call('GET', `/api/finance/revenue?${query}`, admin);
      expect([refused.statusCode, refused.json().error], query).toEqual([400, error]);
    }
  });

  it('shows the ledger, an order and its licence as they stood before the refund', async () => {
    const order = await paidOrder(buyer, 'professional', '12months', 70005);
    await eventually(
      async () => (await call('GET', '/api/finance/ledger?kind=payment', admin)).json().totals.payments,
      { what: 'the ledger with four payments', accept: (payments) => payments === 4 },
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    const beforeRefund = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await call('POST', `/api/payments/orders/${order.orderId}/refund`, buyer, {});
    await call('POST', `/api/admin/refunds/${order.orderId}/approve`, admin, {
      refundTransactionHash: 'd'.repeat(64),
    });
    await verifyOnChain(order.orderId, 'd'.repeat(64));

    const then = (
      await call('GET', `/api/admin/history/orders/${order.orderId}?asOf=${beforeRefund}`, admin)
    ).json();
    expect(then.order).toMatchObject({ status: 'completed', refund: null });
    const now = (await call('GET', `/api/admin/history/orders/${order.orderId}`, admin)).json();
    expect(now.order.refund.status).toBe('approved');
    expect(now.events).toBeGreaterThan(then.events);
    const licenceId = (
      await eventually(
        async () =>
          (
            await call('GET', '/api/users/me', buyer)
          )
            .json()
            .licenses.find((l: { accountNumber: number }) => l.accountNumber === 70005),
        { what: 'the refunded licence revoked', accept: (licence) => licence?.status === 'revoked' },
      )
    )._id;
    const licenceThen = (
      await call('GET', `/api/admin/history/licences/${licenceId}?asOf=${beforeRefund}`, admin)
    ).json();
    expect(licenceThen.license).toMatchObject({ status: 'active', accountNumber: 70005 });
    const early = (
      await call('GET', `/api/admin/history/licences/${licenceId}?asOf=2020-01-01T00:00:00Z`, admin)
    ).json();
    expect(early).toMatchObject({ license: null, events: 0 });

    const ledgerThen = (await call('GET', `/api/finance/ledger?asOf=${beforeRefund}`, admin)).json();
    expect(ledgerThen.totals.refunds).toBe(1);
    const ledgerNow = await eventually(async () => (await call('GET', '/api/finance/ledger', admin)).json(), {
      what: 'the ledger with the second refund',
      accept: (body) => body.totals.refunds === 2,
    });
    expect(ledgerNow.totals.netCents).toBe(ledgerThen.totals.netCents - 34_800);
  });
});

describe('refunding a renewal', () => {
  it('takes back only the days the renewal added, keeping the licence and its earlier time', async () => {
    const first = await paidOrder(buyer, 'starter', '1month', 70020);
    const licenceBefore = await eventually(
      async () =>
        (await call('GET', '/api/users/me', buyer))
          .json()
          .licenses.find((l: { accountNumber: number }) => l.accountNumber === 70020),
      { what: 'the licence on account 70020', accept: (licence) => licence !== undefined },
    );
    const renewal = await paidOrder(buyer, 'popular', '3months', 70020);
    const renewed = await eventually(
      async () =>
        (await call('GET', `/api/admin/history/licences/${licenceBefore._id}`, admin)).json().license,
      {
        what: 'the renewed licence in its history',
        accept: (licence) => licence.expiresAt !== licenceBefore.expiresAt,
      },
    );
    expect(Date.parse(renewed.expiresAt) - Date.parse(licenceBefore.expiresAt)).toBe(90 * 86_400_000);
    expect(first.orderId).not.toBe(renewal.orderId);

    await call('POST', `/api/payments/orders/${renewal.orderId}/refund`, buyer, {
      reason: 'Renewed by mistake',
    });
    await call('POST', `/api/admin/refunds/${renewal.orderId}/approve`, admin, {
      refundTransactionHash: 'c'.repeat(64),
    });
    await verifyOnChain(renewal.orderId, 'c'.repeat(64));
    const after = await eventually(
      async () =>
        (await call('GET', `/api/admin/history/licences/${licenceBefore._id}`, admin)).json().license,
      {
        what: 'the licence back to its expiry before the renewal',
        accept: (licence) => licence.expiresAt === licenceBefore.expiresAt,
      },
    );
    expect(after.status).toBe('active');
  });
});

describe('refund transactions', () => {
  it('records a transaction once: neither an earlier refund’s nor the payment’s own hash is taken again', async () => {
    const order = await paidOrder(buyer, 'starter', '1month', 70030);
    await call('POST', `/api/payments/orders/${order.orderId}/refund`, buyer, {});
    for (const reused of ['f'.repeat(64), order.transactionHash]) {
      const refused = await call('POST', `/api/admin/refunds/${order.orderId}/approve`, admin, {
        refundTransactionHash: reused,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe(ORDER_MESSAGES.refundTransactionTaken);
    }
    const longNote = await call('POST', `/api/admin/refunds/${order.orderId}/approve`, admin, {
      refundTransactionHash: '9'.repeat(64),
      note: 'n'.repeat(501),
    });
    expect(longNote.json().error).toBe(ORDER_MESSAGES.refundNoteTooLong);
    const approved = await call('POST', `/api/admin/refunds/${order.orderId}/approve`, admin, {
      refundTransactionHash: '9'.repeat(64),
    });
    expect(approved.statusCode).toBe(200);
  });
});
