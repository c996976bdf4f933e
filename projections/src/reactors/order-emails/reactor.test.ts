import { type OrderEvent, orderStream } from '@shop/domain';
import {
  createKysely,
  createSmtpMailer,
  type EventStore,
  type Mailer,
  newId,
  type RecordedEvent,
} from '@shop/infra';
import {
  createTestDatabase,
  createTestEventStore,
  startTestMailbox,
  type TestDatabase,
  type TestMailbox,
} from '@shop/infra/testing';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateReadModels } from '../../db/migrate.js';
import type { ReadModels } from '../../db/schema.js';
import { orderEmailsReactor } from './reactor.js';

const TRC_HASH = 'a'.repeat(64);
const TOP_UP_HASH = 'b'.repeat(64);
const REFUND_HASH = 'c'.repeat(64);
let database: TestDatabase;
let store: EventStore;
let db: Kysely<ReadModels>;
let mailbox: TestMailbox;
let mailer: Mailer;
const clock = { now: new Date() };
const iso = (hoursFromNow = 0) => new Date(clock.now.getTime() + hoursFromNow * 3_600_000).toISOString();

beforeAll(async () => {
  database = await createTestDatabase();
  ({ store } = await createTestEventStore(database));
  db = createKysely<ReadModels>(database.pool);
  await migrateReadModels(db);
  mailbox = await startTestMailbox();
  mailer = createSmtpMailer(mailbox.url, 'Shop <shop@example.com>');
});
afterAll(async () => {
  mailer?.close();
  await mailbox?.close();
  await store?.close();
  await database?.drop();
});

async function trader(email: string, deleted = false) {
  const userId = newId();
  await db
    .insertInto('users')
    .values({
      user_id: userId,
      username: email.split('@')[0]!,
      email,
      roles: ['user'],
      email_verified: true,
      auth_method: 'password',
      session_generation: 0,
      created_at: new Date(),
      last_login_at: null,
      deleted_at: deleted ? new Date() : null,
      revision: '0',
    })
    .execute();
  return userId;
}

function placed(orderId: string, userId: string, discount: boolean): OrderEvent {
  return {
    type: 'OrderPlaced',
    data: {
      orderId,
      userId,
      plan: { planType: 'popular', planDuration: '3months', name: 'Popular', price: 99, durationDays: 90 },
      accountNumber: 7_300_001,
      network: 'TRC20',
      discount: discount ? { discountId: newId(), code: 'TEN', discountCents: 990 } : null,
      priceCents: 9_900,
      amountCents: discount ? 8_910 : 9_900,
      amountBaseUnits: discount ? '89100000' : '99000000',
      paymentAddress: 'TXaddressOfTheOrder',
      addressIndex: 1,
      placedAt: iso(),
      expiresAt: iso(0.5),
    },
  } as OrderEvent;
}

const chain = { blockNumber: 1, blockTime: iso(), confirmations: 20 };
const submitted = (hash: string): OrderEvent => ({
  type: 'PaymentSubmitted',
  data: { transactionHash: hash, userPaymentAddress: null, submittedAt: iso() },
});

/** Appends the order's events, answering them as recorded. */
async function order(events: OrderEvent[]): Promise<RecordedEvent[]> {
  const orderId = (events[0]!.data as { orderId: string }).orderId;
  const metadata = {
    actor: 'system:test' as const,
    correlationId: 'c',
    causationId: null,
    occurredAt: iso(),
  };
  await store.append(
    orderStream(orderId),
    events.map((event) => ({ id: newId(), ...event, metadata })),
    { expectedRevision: 'any' },
  );
  const recorded: RecordedEvent[] = [];
  for await (const event of store.readStream(orderStream(orderId))) recorded.push(event);
  return recorded;
}

/** Hands the events to a new reactor, as its consumer group would after a restart. */
async function project(events: RecordedEvent[]) {
  const reactor = orderEmailsReactor({
    store,
    db,
    mailer,
    publicUrl: 'http://shop.test',
    clock: () => clock.now,
  });
  for (const event of events) if (reactor.eventTypes.includes(event.type)) await reactor.handle(event);
}
const mailsTo = (email: string) => mailbox.messages.filter((m) => m.to === email);

it('sends the verifying email and the receipt once each, with the license key and the transaction', async () => {
  const email = 'receipt@example.com';
  const orderId = newId();
  const events = await order([
    placed(orderId, await trader(email), true),
    submitted(TRC_HASH),
    // The watcher's record of the same payment replaces the pasted hash: the same round.
    { type: 'PaymentDetected', data: { transactionHash: TRC_HASH, replaces: TRC_HASH, detectedAt: iso() } },
    {
      type: 'PaymentConfirmed',
      data: {
        ...chain,
        transactionHash: TRC_HASH,
        receivedBaseUnits: '89100000',
        overpaidBaseUnits: '0',
        confirmedBy: 'chain',
        reason: null,
        confirmedAt: iso(),
      },
    },
    {
      type: 'LicenceDelivered',
      data: {
        licenceId: newId(),
        licenseKey: 'ABCDE-FGHIJ-KLMNO-PQRST-UVWXY',
        expiresAt: '2027-02-24T10:00:00.000Z',
        renewed: true,
        deliveredAt: iso(),
      },
    },
  ]);
  await project(events);
  await project(events);

  const verifying = await mailbox.next(email, /verifying your payment/);
  expect(verifying.text).toContain(`http://shop.test/payment/${orderId}`);
  expect(verifying.text).toContain(`https://tronscan.org/#/transaction/${TRC_HASH}`);
  const receipt = await mailbox.next(email, /Payment confirmed/);
  for (const fact of [
    `Order: ${orderId}`,
    'Plan: Popular',
    'Amount paid: 89.10 USDT',
    'Discount: TEN (−9.90 USDT)',
    'Network: TRON (TRC20)',
    `Transaction: ${TRC_HASH} (https://tronscan.org/#/transaction/${TRC_HASH})`,
    'License key: ABCDE-FGHIJ-KLMNO-PQRST-UVWXY',
    'License: Renewed – now valid until 2027-02-24 10:00 UTC',
    'Allow WebRequest for listed URL" and add http://shop.test',
    'http://shop.test/dashboard',
  ])
    expect(receipt.text).toContain(fact);
  expect(receipt.html).toContain(
    '<td style="padding:4px 0;word-break:break-all">ABCDE-FGHIJ-KLMNO-PQRST-UVWXY</td>',
  );
  expect(receipt.html).toContain(`href="https://tronscan.org/#/transaction/${TRC_HASH}"`);
  expect(mailsTo(email)).toHaveLength(2);
});

it('tells an underpayment with the rest to send, and verifies the top-up as a new round', async () => {
  const email = 'underpaid@example.com';
  const orderId = newId();
  const heldAt = iso();
  const deadline = new Date(Date.parse(heldAt) + 24 * 3_600_000).toISOString();
  const events = await order([
    placed(orderId, await trader(email), false),
    submitted(TRC_HASH),
    {
      type: 'PaymentUnderpaid',
      data: {
        ...chain,
        transactionHash: TRC_HASH,
        receivedBaseUnits: '90000000',
        expectedBaseUnits: '99000000',
        heldAt,
        topUpUntil: deadline,
      },
    },
    submitted(TOP_UP_HASH),
  ]);
  await project(events);
  await project(events);

  const underpaid = await mailbox.next(email, /incomplete/);
  expect(underpaid.text).toContain('we received 90.00 USDT of 99.00 USDT');
  expect(underpaid.text).toContain('send the missing 9.00 USDT to the same address on the same network');
  expect(underpaid.text).toContain(`${deadline.slice(0, 10)} ${deadline.slice(11, 16)} UTC`);
  expect(underpaid.text).toContain('Address: TXaddressOfTheOrder');
  expect(underpaid.text).toContain(`http://shop.test/payment/${orderId}`);
  const rounds = mailsTo(email).filter((m) => /verifying/.test(m.subject));
  expect(rounds.map((m) => m.text.includes(TOP_UP_HASH))).toEqual([false, true]);
  expect(mailsTo(email)).toHaveLength(3);
});

it('tells a late payment, a rejection with its reason, and each refund step once', async () => {
  const email = 'refunds@example.com';
  const userId = await trader(email);
  const late = await order([
    placed(newId(), userId, false),
    {
      type: 'PaymentLate',
      data: { ...chain, transactionHash: TRC_HASH, receivedBaseUnits: '99000000', heldAt: iso() },
    },
  ]);
  const rejected = await order([
    placed(newId(), userId, false),
    {
      type: 'PaymentRejected',
      data: {
        transactionHash: TRC_HASH,
        reason: 'wrong_token',
        message: 'The transaction did not send USDT.',
        rejectedBy: 'chain',
        note: null,
        rejectedAt: iso(),
      },
    },
  ]);
  const refund = { userId, amountCents: 9_900, licenceId: newId(), renewed: false, durationDays: 90 };
  const refunded = await order([
    placed(newId(), userId, false),
    { type: 'RefundRequested', data: { userId, reason: null, amountCents: 9_900, requestedAt: iso() } },
    {
      type: 'RefundApproved',
      data: {
        ...refund,
        adminId: newId(),
        refundTransactionHash: REFUND_HASH,
        note: null,
        approvedAt: iso(),
        awaitsChainVerification: true,
      },
    },
    {
      type: 'RefundVerified',
      data: {
        ...refund,
        adminId: newId(),
        refundTransactionHash: REFUND_HASH,
        recipient: 'TXbuyer',
        sentBaseUnits: '99000000',
        blockNumber: 2,
        blockTime: iso(),
        verifiedAt: iso(),
      },
    },
  ]);
  const legacyApproval = await order([
    placed(newId(), userId, false),
    {
      type: 'RefundApproved',
      data: {
        ...refund,
        adminId: newId(),
        refundTransactionHash: TOP_UP_HASH,
        note: null,
        approvedAt: iso(),
      },
    },
  ]);
  const refused = await order([
    placed(newId(), userId, false),
    {
      type: 'RefundRejected',
      data: { userId, adminId: newId(), reason: 'Outside the 7 days.', rejectedAt: iso() },
    },
  ]);
  const logs = [late, rejected, refunded, legacyApproval, refused];
  for (const events of [...logs, ...logs]) await project(events);

  expect((await mailbox.next(email, /after the payment window/)).text).toContain('Our team reviews it');
  expect((await mailbox.next(email, /could not accept/)).text).toContain(
    'The transaction did not send USDT.',
  );
  expect((await mailbox.next(email, /refund request/)).text).toContain('2-3 business days');
  const sent = await mailbox.next(email, /refund has been sent/);
  expect(sent.text).toContain(`https://tronscan.org/#/transaction/${REFUND_HASH}`);
  expect(sent.text).toContain('Amount: 99.00 USDT');
  expect((await mailbox.next(email, /refund has been sent/)).text).toContain(TOP_UP_HASH);
  expect((await mailbox.next(email, /not approved/)).text).toContain('Reason: Outside the 7 days.');
  expect(mailsTo(email)).toHaveLength(6);
});

it('sends nothing for events older than 48 hours when first seen, nor to a deleted account', async () => {
  const events = await order([
    placed(newId(), await trader('history@example.com'), false),
    submitted(TRC_HASH),
  ]);
  const deleted = await order([
    placed(newId(), await trader('gone@example.com', true), false),
    submitted(TRC_HASH),
  ]);
  const later = clock.now;
  clock.now = new Date(later.getTime() + 49 * 3_600_000);
  await project(events);
  clock.now = later;
  await project(deleted);
  expect(mailsTo('history@example.com')).toHaveLength(0);
  expect(mailsTo('gone@example.com')).toHaveLength(0);
});
