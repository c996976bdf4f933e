// Fields a command's schema does not name are dropped before the handler runs (clients written from the
// spec may send extras such as confirmPassword): none of them can make an admin, verify an address, skip
// the password policy, or act for another person.
import { licenceStream, userStream } from '@shop/domain';
import { eventually } from '@shop/infra/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signUp, signUpAdmin } from './helpers/sessions.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let admin: Session;
let caller: Session;
let other: Session;
let addressCounter = 0;

beforeAll(async () => {
  t = await createTestApp();
  [admin, caller, other] = await Promise.all([
    signUpAdmin(t, 'fieldboss'),
    signUp(t, 'fieldcaller'),
    signUp(t, 'fieldother'),
  ]);
}, 60_000);
afterAll(async () => t?.close());

/** What an attacker adds to every body, hoping a handler passes it on. */
const escalation = () => ({
  role: 'admin',
  roles: ['admin', 'user'],
  isAdmin: true,
  emailVerified: true,
  userId: other.id,
  ownerId: other.id,
  changedBy: 'admin',
});

const send = (method: 'POST' | 'PATCH', url: string, payload: object, session?: Session) =>
  t.app.inject({
    method,
    url,
    payload,
    headers: session?.auth ?? {},
    remoteAddress: `10.77.0.${++addressCounter}`,
  });

async function eventsOf(streamId: string) {
  const events: Array<{ type: string; data: Record<string, unknown> }> = [];
  for await (const event of t.store.readStream(streamId))
    events.push({ type: event.type, data: event.data as Record<string, unknown> });
  return events;
}

describe('unknown body fields', () => {
  it('register: the new account is a plain, unverified user whatever the body claims', async () => {
    const account = { username: 'sneaky1', email: 'sneaky1@example.com', password: 'Tr4ding!Robot' };
    const registered = await send('POST', '/api/users', {
      ...account,
      ...escalation(),
      confirmPassword: account.password,
      googleSubject: 'attacker-google-subject',
      enforcePasswordPolicy: false,
    });
    expect(registered.statusCode).toBe(201);

    const user = await eventually(
      async () =>
        (await t.app.inject({ method: 'GET', url: '/api/users', headers: admin.auth }))
          .json()
          .users.find((row: { username: string }) => row.username === account.username),
      { what: 'the new account in the users read model' },
    );
    expect(user).toMatchObject({ roles: ['user'], emailVerified: false });
    const [registration] = await eventsOf(userStream(user._id));
    expect(registration).toMatchObject({
      type: 'UserRegistered',
      data: { roles: ['user'], emailVerified: false, googleSubject: null, method: 'password' },
    });
    const login = await send('POST', '/api/users/login', {
      email: account.email,
      password: account.password,
    });
    expect(login.statusCode).not.toBe(200);
  });

  it('register: a body that asks to skip the password policy still meets it', async () => {
    const weak = await send('POST', '/api/users', {
      username: 'sneaky2',
      email: 'sneaky2@example.com',
      password: 'weak',
      enforcePasswordPolicy: false,
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('PASSWORD_REQUIREMENTS');
  });

  it('order placement: the order is the caller’s, pending, at the plan’s price', async () => {
    const placed = await send(
      'POST',
      '/api/payments/orders',
      {
        planType: 'popular',
        planDuration: '3months',
        accountNumber: 5_770_001,
        network: 'TRC20',
        ...escalation(),
        status: 'paid',
        amount: 1,
        amountBaseUnits: '1',
        finalPrice: 0,
      },
      caller,
    );
    expect(placed.statusCode).toBe(201);
    const order = placed.json().order;
    expect(order).toMatchObject({ status: 'pending', amount: 132, amountBaseUnits: '132000000' });
    const { orderId } = order;
    const statusOf = (session: Session) =>
      t.app.inject({ method: 'GET', url: `/api/payments/orders/${orderId}`, headers: session.auth });
    await eventually(async () => (await statusOf(caller)).statusCode, {
      what: "the order in the caller's status",
      accept: (code) => code === 200,
    });
    expect((await statusOf(other)).statusCode).toBe(404);
  });

  it('ticket creation: the ticket is the caller’s, open, with no messages', async () => {
    const opened = await send(
      'POST',
      '/api/tickets',
      {
        subject: 'Extra fields',
        description: 'Trying to open this for someone else.',
        ...escalation(),
        status: 'closed',
        ticketNumber: 'TKT-000001',
        isInternal: true,
        messages: [{ message: 'planted', isInternal: false }],
      },
      caller,
    );
    expect(opened.statusCode).toBe(201);
    const ticket = opened.json().ticket;
    expect(ticket).toMatchObject({ status: 'open', messages: [], userId: { _id: caller.id } });
    const asOther = await t.app.inject({
      method: 'GET',
      url: `/api/tickets/${ticket._id}`,
      headers: other.auth,
    });
    expect(asOther.statusCode).toBe(404);
  });

  it('licence account change: counted as the owner’s change, on the owner’s licence', async () => {
    const issued = await send(
      'POST',
      '/api/licenses',
      { userId: caller.id, accountNumber: 5_770_100 },
      admin,
    );
    expect(issued.statusCode).toBe(201);
    const licenceId = issued.json().license._id;
    const changed = await send(
      'PATCH',
      `/api/licenses/${licenceId}/account-number`,
      { accountNumber: 5_770_101, ...escalation(), changesRemaining: 99, accountNumberChanges: 0 },
      caller,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      changesRemaining: 2,
      license: { accountNumber: 5_770_101, accountNumberChanges: 1 },
    });
    const change = (await eventsOf(licenceStream(licenceId))).find(
      (event) => event.type === 'AccountNumberChanged',
    );
    expect(change?.data).toMatchObject({ changedBy: 'user', changedById: caller.id, ownerId: caller.id });
    const asOther = await send(
      'PATCH',
      `/api/licenses/${licenceId}/account-number`,
      { accountNumber: 5_770_102, userId: caller.id, ownerId: caller.id },
      other,
    );
    expect(asOther.statusCode).toBe(404);
  });
});
