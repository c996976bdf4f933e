// The people and records the security suites aim at: an owner with a licence, an order and a ticket,
// another user, an admin, and makers of fresh records for calls that use one up (revoke, delete, pay).
import { eventually } from '@shop/infra/testing';
import type { LightMyRequestResponse } from 'fastify';
import type { DevPayments } from '../../src/app-dependencies.js';
import { type Session, signUp, signUpAdmin, signUpAdminWithoutFactor } from '../helpers/sessions.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Records made for one request alone; in `shared` mode the fixture's own records stand in (fuzzing). */
export interface FreshRecords {
  /** A user nobody else needs, to delete. */
  userId(): Promise<string>;
  /** One of the owner's licences, to revoke. */
  licenceId(): Promise<string>;
  /** One of the owner's unpaid orders. */
  pendingOrderId(network?: 'TRC20' | 'BEP20'): Promise<string>;
  /** One of the owner's orders with a transaction hash submitted, awaiting a decision. */
  submittedOrderId(): Promise<string>;
  /** One of the owner's orders paid and confirmed. */
  paidOrderId(): Promise<string>;
  /** One of the owner's paid orders whose refund the owner asked for. */
  refundRequestedOrderId(): Promise<string>;
  /** One of the owner's tickets, resolved. */
  resolvedTicketId(): Promise<string>;
  /** A discount code, to delete. */
  discountId(): Promise<string>;
}

export interface Fixture {
  t: TestApp;
  admin: Session;
  /** Holds the admin role, but has no second factor and so none in its session. */
  adminWithoutFactor: Session;
  owner: Session;
  other: Session;
  /** Signs in on public calls that need an account of their own (login, resend). */
  bystander: { email: string; password: string };
  licence: { id: string; key: string };
  /** Never changed, so robots can always report on it with these. */
  robot: { licenseKey: string; accountNumber: number };
  orderId: string;
  ticketId: string;
  discount: { id: string; code: string };
  devToken: string;
  fresh: FreshRecords;
  /** Strings that only the owner's data contains: none may reach another user. */
  ownerMarkers: string[];
  /** A number no earlier call of this run has used. */
  unique(): number;
  /** A client address no earlier call used, so per-address rate limits stay out of the way. */
  nextAddress(): string;
  /** A call that must succeed: its JSON answer. */
  call(method: Method, url: string, session: Session | undefined, payload?: object): Promise<JsonAnswer>;
}

/** Answers of many shapes, read field by field. */
type JsonAnswer = ReturnType<typeof JSON.parse>;

export const PASSWORD = 'Tr4ding!Robot';
const DEV_TOKEN = 'dev-token-for-security-suites';

/** The dev chain's wallet, stood in for: it "pays" with a made-up transaction hash. */
const fakeDevWallet: DevPayments = { pay: async () => `0x${'de'.repeat(32)}`, cliToken: DEV_TOKEN };

let counter = 0;
const unique = () => ++counter;

export async function startSecurityApp(mode: 'fresh' | 'shared'): Promise<Fixture> {
  const t = await createTestApp({ devPayments: fakeDevWallet });
  const call = caller(t);
  const [admin, owner, other, bystander, adminWithoutFactor] = await Promise.all([
    signUpAdmin(t, 'secadmin'),
    signUp(t, 'secowner'),
    signUp(t, 'secother'),
    signUp(t, 'secbystander'),
    signUpAdminWithoutFactor(t),
  ]);
  const makers = recordMakers({ t, call, admin, owner });
  const [licence, robotLicence] = [await makers.licence(8_100_000), await makers.licence(8_200_000)];
  const robot = { licenseKey: robotLicence.licenseKey, accountNumber: 8_200_000 };
  await eventually(
    async () => {
      const check = await call('POST', '/api/robot/licence/check', undefined, {
        ...robot,
        eaVersion: '2.4.1',
      });
      return check.valid === true;
    },
    { what: 'the robot licence reaches the read model' },
  );
  const subject = `Owner's private question ${unique()}`;
  const ticketId = await makers.ticket(subject);
  const orderId = await makers.fresh.pendingOrderId();
  const discount = await makers.discount();
  const fresh =
    mode === 'fresh' ? makers.fresh : await sharedRecords(t, { licence, orderId, ticketId, discount });
  return {
    t,
    admin,
    adminWithoutFactor,
    owner,
    other,
    bystander: { email: `${bystander.username}@example.com`, password: PASSWORD },
    licence: { id: licence._id, key: licence.licenseKey },
    robot,
    orderId,
    ticketId,
    discount,
    devToken: DEV_TOKEN,
    fresh,
    ownerMarkers: [
      owner.id,
      owner.username,
      licence._id,
      licence.licenseKey,
      robotLicence._id,
      robot.licenseKey,
      orderId,
      ticketId,
      subject,
    ],
    unique,
    nextAddress,
    call,
  };
}

function nextAddress(): string {
  const n = unique();
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

function caller(t: TestApp): Fixture['call'] {
  return async (method, url, session, payload) => {
    const response: LightMyRequestResponse = await t.app.inject({
      method,
      url,
      headers: session?.auth ?? {},
      remoteAddress: nextAddress(),
      ...(payload ? { payload } : {}),
    });
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
}

/** The fixture's own records stand in for fresh ones: nothing is spent when every request is refused. */
async function sharedRecords(
  t: TestApp,
  records: { licence: { _id: string }; orderId: string; ticketId: string; discount: { id: string } },
): Promise<FreshRecords> {
  const victimId = (await signUp(t, 'secvictim')).id;
  const order = async () => records.orderId;
  return {
    userId: async () => victimId,
    licenceId: async () => records.licence._id,
    pendingOrderId: order,
    submittedOrderId: order,
    paidOrderId: order,
    refundRequestedOrderId: order,
    resolvedTicketId: async () => records.ticketId,
    discountId: async () => records.discount.id,
  };
}

function recordMakers({
  t,
  call,
  admin,
  owner,
}: {
  t: TestApp;
  call: Fixture['call'];
  admin: Session;
  owner: Session;
}) {
  const hash = () => unique().toString(16).padStart(64, 'a');
  const licence = async (accountNumber: number) =>
    (await call('POST', '/api/licenses', admin, { userId: owner.id, accountNumber })).license as {
      _id: string;
      licenseKey: string;
    };
  const ticket = async (subject: string) =>
    (await call('POST', '/api/tickets', owner, { subject, description: 'Robot idle all day' })).ticket
      ._id as string;
  const discount = async () => {
    const created = await call('POST', '/api/discounts', admin, {
      code: `SEC${unique()}`,
      description: 'Security suite',
      value: 10,
      validUntil: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    });
    return { id: created.discount._id as string, code: created.discount.code as string };
  };
  const pendingOrderId = async (network: 'TRC20' | 'BEP20' = 'TRC20') =>
    (
      await call('POST', '/api/payments/orders', owner, {
        planType: 'popular',
        planDuration: '3months',
        accountNumber: 8_300_000 + unique(),
        network,
      })
    ).order.orderId as string;
  const submittedOrderId = async () => {
    const orderId = await pendingOrderId();
    await call('POST', '/api/payments/submit', owner, { orderId, transactionHash: hash() });
    return orderId;
  };
  const paidOrderId = async () => {
    const orderId = await submittedOrderId();
    await call('POST', `/api/admin/payments/${orderId}/confirm`, admin, { reason: 'Seen on chain' });
    return orderId;
  };
  const fresh: FreshRecords = {
    userId: async () => (await signUp(t, 'secvictim')).id,
    licenceId: async () => (await licence(8_400_000 + unique()))._id,
    pendingOrderId,
    submittedOrderId,
    paidOrderId,
    refundRequestedOrderId: async () => {
      const orderId = await paidOrderId();
      await call('POST', `/api/payments/orders/${orderId}/refund`, owner, { reason: 'Changed my mind' });
      return orderId;
    },
    resolvedTicketId: async () => {
      const ticketId = await ticket('Solved');
      await call('PATCH', `/api/tickets/${ticketId}/status`, admin, { status: 'resolved' });
      return ticketId;
    },
    discountId: async () => (await discount()).id,
  };
  return { licence, ticket, discount, fresh };
}
