// Admin calls on accounts: one user with licences, roles, deletion; the last admin always stays; R5 for
// each route; and erasure: a deleted user's email and username are nowhere, not in the read models, the
// decrypted log or the raw log, even after a full rebuild, while money and licences still add up.
import { USER_NOTICES } from '@shop/command-api/contracts';
import { ERASED, LAST_ADMIN_MESSAGE } from '@shop/domain';
import { createKysely, START } from '@shop/infra';
import { eventually } from '@shop/infra/testing';
import { allProjectors, type ReadModels, rebuildReadModels } from '@shop/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolTotp, type Session, signUp, signUpAdmin } from './helpers/sessions.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let admin: Session;

const emailOf = (session: Session) => `${session.username}@example.com`;
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
  url: string,
  session?: Session,
  payload?: object,
) => t.app.inject({ method, url, headers: session?.auth ?? {}, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t, 'chief');
}, 60_000);
afterAll(async () => t?.close());

describe('one user, and roles', () => {
  it('shows an admin a user with their licences; refuses users and anonymous callers', async () => {
    const member = await signUp(t, 'member');
    const issued = await call('POST', '/api/licenses', admin, { userId: member.id, accountNumber: 81001 });
    expect(issued.statusCode).toBe(201);
    const detail = await eventually(() => call('GET', `/api/users/${member.id}`, admin), {
      what: "the member's licence in the user detail",
      accept: (response) => response.json().licenses?.length === 1,
    });
    expect(detail.json()).toMatchObject({
      success: true,
      user: { _id: member.id, username: member.username, email: emailOf(member), roles: ['user'] },
      licenses: [{ accountNumber: 81001 }],
    });
    expect((await call('GET', `/api/users/${member.id}`, member)).statusCode).toBe(403);
    expect((await call('GET', `/api/users/${member.id}`)).statusCode).toBe(401);
    const unknown = await call('GET', '/api/users/00000000-0000-4000-8000-000000000000', admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('User not found');
  });

  it('grants admin first among the roles and takes it back to user only', async () => {
    // With an authenticator app: an admin's session must have proved a second factor.
    const helper = await enrolTotp(t, await signUp(t, 'helper'));
    const granted = await call('PUT', `/api/users/${helper.id}`, admin, { roles: ['user', 'admin'] });
    expect(granted.json()).toMatchObject({
      success: true,
      message: USER_NOTICES.updated,
      user: { roles: ['admin', 'user'] },
    });
    await eventually(() => call('GET', '/api/users', helper), {
      what: "the helper's admin role in the read model",
      accept: (response) => response.statusCode === 200,
    });
    const taken = await call('PUT', `/api/users/${helper.id}`, admin, { roles: ['user'] });
    expect(taken.json().user.roles).toEqual(['user']);
    await eventually(() => call('GET', '/api/users', helper), {
      what: "the helper's admin role gone from the read model",
      accept: (response) => response.statusCode === 403,
    });
    const refused = await call('PUT', `/api/users/${helper.id}`, admin, { roles: ['admin'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Roles must include user');
  });

  it('refuses users and anonymous callers on PUT and DELETE, changing nothing', async () => {
    const victim = await signUp(t, 'victim');
    for (const session of [victim, undefined]) {
      const put = await call('PUT', `/api/users/${victim.id}`, session, { roles: ['admin', 'user'] });
      const del = await call('DELETE', `/api/users/${victim.id}`, session);
      expect([put.statusCode, del.statusCode]).toEqual(session ? [403, 403] : [401, 401]);
    }
    expect((await call('GET', '/api/users/me', victim)).json().user.roles).toEqual(['user']);
  });
});

describe('the last admin', () => {
  it('cannot lose the role or be deleted, and two admins removing each other at once leave one', async () => {
    const second = await signUpAdmin(t, 'deputy');
    const [first, other] = await Promise.all([
      call('PUT', `/api/users/${second.id}`, admin, { roles: ['user'] }),
      call('PUT', `/api/users/${admin.id}`, second, { roles: ['user'] }),
    ]);
    const outcomes = [first.statusCode, other.statusCode].sort();
    expect(outcomes).toEqual([200, 409]);
    const refused = first.statusCode === 409 ? first : other;
    expect(refused.json()).toMatchObject({ code: 'LAST_ADMIN', error: LAST_ADMIN_MESSAGE });

    const remaining = first.statusCode === 200 ? admin : second;
    const selfDemotion = await call('PUT', `/api/users/${remaining.id}`, remaining, { roles: ['user'] });
    expect(selfDemotion.statusCode).toBe(409);
    const selfDeletion = await call('DELETE', `/api/users/${remaining.id}`, remaining);
    expect(selfDeletion.statusCode).toBe(409);
    expect(selfDeletion.json().error).toBe(LAST_ADMIN_MESSAGE);
    // Put things back for the tests below: the first admin stays an admin.
    if (remaining !== admin) {
      await call('PUT', `/api/users/${admin.id}`, second, { roles: ['admin', 'user'] });
      await eventually(() => call('GET', '/api/users', admin), {
        what: "the first admin's role back in the read model",
        accept: (response) => response.statusCode === 200,
      });
    }
  });
});

describe('deleting a user', () => {
  it('ends their sessions, revokes their licences and frees their email and username', async () => {
    const leaving = await signUp(t, 'leaving');
    const issued = (
      await call('POST', '/api/licenses', admin, { userId: leaving.id, accountNumber: 82001 })
    ).json();
    const deleted = await call('DELETE', `/api/users/${leaving.id}`, admin);
    expect(deleted.json()).toEqual({ success: true, message: USER_NOTICES.deleted });
    await eventually(() => call('GET', '/api/users/me', leaving), {
      what: "the deleted user's session refused",
      accept: (response) => response.statusCode === 401,
    });
    const users = (await call('GET', '/api/users', admin)).json().users as { _id: string }[];
    expect(users.map((user) => user._id)).not.toContain(leaving.id);
    await eventually(() => call('GET', '/api/licenses', admin), {
      what: "the deleted user's licence revoked",
      accept: (response) =>
        response
          .json()
          .licenses.some(
            (l: { _id: string; status: string }) => l._id === issued.license._id && l.status === 'revoked',
          ),
    });
    expect((await call('DELETE', `/api/users/${leaving.id}`, admin)).statusCode).toBe(404);

    // The same email and username sign up again once the erasure has run.
    const again = await eventually(
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/users',
          payload: { username: leaving.username, email: emailOf(leaving), password: 'Tr4ding!Robot' },
          remoteAddress: '10.200.0.1',
        }),
      {
        what: 'the freed email and username signing up again',
        accept: (response) => response.statusCode === 201,
      },
    );
    expect(again.json().success).toBe(true);
  });
});

describe('erasure', () => {
  it('leaves no trace of a deleted user’s email or username after a full rebuild; totals unchanged', async () => {
    const gone = await signUp(t, 'erasable');
    const wallet = 'TQmYwallet7777777777777777777777777';
    // An order paid (confirmed by hand), a licence, a ticket with a rating, an account change with a reason.
    const placed = (
      await call('POST', '/api/payments/orders', gone, {
        planType: 'elite',
        planDuration: '6months',
        accountNumber: 83001,
        network: 'TRC20',
        discountCode: null,
      })
    ).json().order;
    const hash = `${'a'.repeat(63)}7`;
    expect(
      (
        await call('POST', '/api/payments/submit', gone, {
          orderId: placed.orderId,
          transactionHash: hash,
          userPaymentAddress: wallet,
        })
      ).statusCode,
    ).toBe(200);
    const confirmed = await call('POST', `/api/admin/payments/${placed.orderId}/confirm`, admin, {
      reason: `Paid from ${wallet}, seen on Tronscan`,
    });
    expect(confirmed.statusCode).toBe(200);
    const licence = await eventually(
      async () => (await call('GET', '/api/users/me', gone)).json().licenses?.[0],
      { what: "the user's licence in the read model", accept: (value) => value !== undefined },
    );
    const changed = await call('PATCH', `/api/licenses/${licence._id}/account-number`, gone, {
      accountNumber: 83002,
      reason: `Moved broker, ask ${gone.username}`,
    });
    expect(changed.statusCode).toBe(200);
    const ticket = (
      await call('POST', '/api/tickets', gone, {
        subject: `Help for ${gone.username}`,
        description: `Write to ${emailOf(gone)} please`,
      })
    ).json().ticket;
    await call('POST', `/api/tickets/${ticket._id}/messages`, gone, { message: `I am ${gone.username}` });
    await call('PATCH', `/api/tickets/${ticket._id}/status`, admin, { status: 'resolved' });
    await call('POST', `/api/tickets/${ticket._id}/satisfaction`, gone, {
      rating: 5,
      feedback: `${gone.username} is happy`,
    });

    const db = createKysely<ReadModels>(t.database.pool);
    const totals = async () => {
      const orders = await db
        .selectFrom('orders')
        .select(['order_id', 'status', 'amount_cents', 'amount_base_units'])
        .orderBy('order_id')
        .execute();
      const licences = await db
        .selectFrom('licences')
        .select(['licence_id', 'account_number', 'expires_at'])
        .orderBy('licence_id')
        .execute();
      const tickets = await db
        .selectFrom('tickets')
        .select(['ticket_id', 'ticket_number', 'status', 'satisfaction_rating'])
        .orderBy('ticket_id')
        .execute();
      return { orders, licences, tickets };
    };
    const before = await eventually(totals, {
      what: 'the paid order completed in the read models',
      accept: (value) => value.orders.some((o) => o.order_id === placed.orderId && o.status === 'completed'),
    });

    expect((await call('DELETE', `/api/users/${gone.id}`, admin)).statusCode).toBe(200);
    await eventually(() => t.personalDataKeys.existingKey(gone.id), {
      what: 'the personal data key erased',
      accept: (key) => key === null,
    });
    const secrets = [emailOf(gone), gone.username, wallet];
    const leaks = (text: string) =>
      secrets.filter((secret) => text.toLowerCase().includes(secret.toLowerCase()));

    // Live read models are scrubbed without a rebuild...
    const live = await eventually(readModelText, {
      what: 'the live read models scrubbed',
      accept: (text) => leaks(text).length === 0,
    }).catch(async () => readModelText());
    expect(leaks(live), whereLeaks(live, secrets)).toEqual([]);
    // ...and a full rebuild from the log gives the same: nothing readable is left to rebuild from.
    await t.projections.stop();
    await rebuildReadModels({ projectors: allProjectors, store: t.store, db, databaseUrl: t.database.url });
    expect(leaks(await readModelText())).toEqual([]);

    const decrypted = await t.store.readAll(START, { limit: 100_000 });
    expect(
      leaks(JSON.stringify(decrypted, (_, value) => (typeof value === 'bigint' ? String(value) : value))),
    ).toEqual([]);
    const mine = decrypted.filter((event) => event.streamId === `ticket-${ticket._id}`);
    expect(mine[0]?.data).toMatchObject({ subject: ERASED, description: ERASED });
    const { rows: raw } = await t.database.pool.query<{ text: string }>(
      'select data::text || stream_id as text from events',
    );
    expect(leaks(raw.map((row) => row.text).join('\n'))).toEqual([]);

    const after = await totals();
    expect(after.orders).toEqual(before.orders);
    expect(after.licences.map(({ licence_id, account_number }) => ({ licence_id, account_number }))).toEqual(
      before.licences.map(({ licence_id, account_number }) => ({ licence_id, account_number })),
    );
    expect(after.tickets).toEqual(before.tickets);
    const row = await db
      .selectFrom('users')
      .selectAll()
      .where('user_id', '=', gone.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ username: 'Deleted user', email: '' });
  }, 60_000);
});

/** The lines of the dump that hold a secret, to say where it leaked. */
function whereLeaks(text: string, secrets: string[]): string {
  return text
    .split('\n')
    .flatMap((line) =>
      secrets
        .filter((secret) => line.toLowerCase().includes(secret.toLowerCase()))
        .map(() => line.slice(0, 300)),
    )
    .join('\n');
}

/** Every row of every read-model table, as text, one table a line. */
async function readModelText(): Promise<string> {
  const { rows: tables } = await t.database.pool.query<{ table_name: string }>(
    `select table_name from information_schema.tables
      where table_schema = 'public' and table_name not in ('events') and table_name not like '%migration%'
        and table_name <> 'personal_data_keys'`,
  );
  const parts: string[] = [];
  for (const { table_name } of tables) {
    const { rows } = await t.database.pool.query(`select * from "${table_name}"`);
    const json = JSON.stringify(rows, (_, value) => (typeof value === 'bigint' ? String(value) : value));
    parts.push(`${table_name} ${json}`);
  }
  return parts.join('\n');
}
