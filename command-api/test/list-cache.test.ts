// The list cache in the real app on PostgreSQL, as two API replicas over one database: a repeated page is
// answered without its queries and byte for byte the same; a write is never hidden once its projector
// has it, whichever replica made it; time-dependent pages are rebuilt ahead of and age out after their
// maximum age; only admins share answers; cold
// requests run the page once; hits and misses are counted in the metrics.
import { createMetricsRegistry, type Registry } from '@shop/infra';
import { eventually } from '@shop/infra/testing';
import type { ReadModels } from '@shop/projections';
import type { FastifyInstance } from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { REFRESH_AHEAD_AT, TIME_DEPENDENT_MAX_AGE_MS } from '../src/http/list-cache.js';
import { enrolTotp, type Session, signUp, signUpAdmin } from './helpers/sessions.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
/** A second API process over the same database, whose read-model queries are recorded. */
let replica: FastifyInstance;
let replicaMetrics: Registry;
const replicaSql: string[] = [];
let admin: Session;
let trader: Session;
let other: Session;

type Licence = { _id: string; status: string; accountNumber: number; expiresAt?: string };
type Page<K extends string, T> = { [key in K]: T[] } & { pagination: { total: number } };
/** The tickets list counts its pages in `total` and its tickets in `totalTickets`. */
const ticketCount = (body: string) =>
  (JSON.parse(body) as { pagination: { totalTickets: number } }).pagination.totalTickets;

const get = (app: FastifyInstance, url: string, session?: Session) =>
  app.inject({ method: 'GET', url, headers: session?.auth ?? {} });
/** How many statements the replica has sent that read the `licences` table. */
const licenceQueries = () => replicaSql.filter((text) => text.includes('"licences"')).length;
const licencesIn = (body: string) => (JSON.parse(body) as Page<'licenses', Licence>).licenses;

async function issue(user: Session, accountNumber: number, durationDays: number): Promise<Licence> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/licenses',
    headers: admin.auth,
    payload: { userId: user.id, accountNumber, durationDays },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().license;
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, trader, other] = await Promise.all([
    signUpAdmin(t, 'boss'),
    signUp(t, 'trader'),
    // Made an admin below: with an authenticator app, so its session can act as one.
    signUp(t, 'other').then((session) => enrolTotp(t, session)),
  ]);
  replicaMetrics = createMetricsRegistry('api');
  const recordedDb = new Kysely<ReadModels>({
    dialect: new PostgresDialect({ pool: t.database.pool }),
    log: (event) => {
      if (event.level === 'query') replicaSql.push(event.query.sql);
    },
  });
  replica = await buildApp({ ...t.app.deps, db: recordedDb, metrics: replicaMetrics });
  await replica.ready();
  await issue(trader, 7101, 30);
  await issue(other, 7102, 60);
  await eventually(async () => licencesIn((await get(t.app, '/api/licenses', admin)).body).length, {
    what: 'both licences listed',
    accept: (count) => count === 2,
  });
}, 60_000);
afterAll(async () => {
  await replica?.close();
  await t?.close();
});

describe('a repeated page', () => {
  it('is answered without running its queries again, with the same bytes, status and headers', async () => {
    const before = licenceQueries();
    const first = await get(replica, '/api/licenses?page=1&limit=10&sort=expiresAt&order=desc', admin);
    const ranFirst = licenceQueries() - before;
    expect(first.statusCode, first.body).toBe(200);
    expect(ranFirst).toBeGreaterThan(0);
    // The same call spelt another way.
    const again = await get(replica, '/api/licenses?order=desc&sort=expiresAt&limit=10&page=1', admin);
    expect(licenceQueries() - before).toBe(ranFirst);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    const withoutPerRequest = (headers: Record<string, unknown>) => {
      const { date, 'x-request-id': _id, ...rest } = headers;
      return rest;
    };
    expect(withoutPerRequest(again.headers)).toEqual(withoutPerRequest(first.headers));
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    // The same headers as an answer that never goes near the cache (one account, admin) sends.
    const uncached = await get(replica, `/api/users/${trader.id}`, admin);
    expect(Object.keys(again.headers).sort()).toEqual(Object.keys(uncached.headers).sort());
    expect(licencesIn(again.body).map((licence) => licence.accountNumber)).toEqual([7102, 7101]);

    const counted = await replicaMetrics.metrics();
    expect(counted).toMatch(
      /api_list_cache_answers_total\{[^}]*route="\/api\/licenses"[^}]*outcome="hit"[^}]*\} 1/,
    );
    expect(counted).toMatch(
      /api_list_cache_answers_total\{[^}]*route="\/api\/licenses"[^}]*outcome="miss"[^}]*\} 1/,
    );
  });

  it('runs once for many cold requests at once', async () => {
    const url = '/api/licenses?page=1&limit=7&sort=issuedAt';
    const before = licenceQueries();
    await get(replica, '/api/licenses?page=1&limit=6&sort=issuedAt', admin);
    const perPage = licenceQueries() - before;
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(replica, url, admin)));
    expect(licenceQueries() - before).toBe(2 * perPage);
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });
});

describe('writes', () => {
  it('are in the next page read once their projector has them, on either replica', async () => {
    const url = '/api/licenses?page=1&limit=50&sort=issuedAt&order=desc';
    const [onReplica, onFirst] = await Promise.all([get(replica, url, admin), get(t.app, url, admin)]);
    expect(onReplica.body).toBe(onFirst.body);
    const issued = await issue(trader, 7103, 90);
    // Issuing answers from the licence's stream; an uncached read tells when the projector has it.
    await eventually(async () => licencesIn((await get(t.app, '/api/licenses', admin)).body), {
      what: 'the new licence in the unpaged list',
      accept: (licences) => licences.some((licence) => licence._id === issued._id),
    });
    for (const app of [replica, t.app]) {
      expect(licencesIn((await get(app, url, admin)).body).map((licence) => licence._id)).toContain(
        issued._id,
      );
    }
  });

  it('of a command that waits for its projection show at once on the other replica', async () => {
    const admins = '/api/users?page=1&role=admin';
    const usernames = async () =>
      (JSON.parse((await get(replica, admins, admin)).body) as Page<'users', { username: string }>).users.map(
        (user) => user.username,
      );
    expect(await usernames()).not.toContain(other.username);
    const promoted = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${other.id}`,
      headers: admin.auth,
      payload: { roles: ['admin', 'user'] },
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(await usernames()).toContain(other.username);

    const tickets = async () => ticketCount((await get(replica, '/api/tickets?page=1', admin)).body);
    const ticketsBefore = await tickets();
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/tickets',
      headers: trader.auth,
      payload: { subject: 'Robot stopped', description: 'It stopped trading at noon.' },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    expect(await tickets()).toBe(ticketsBefore + 1);
  });

  it('of a discount code show in the cached page once the projector has it', async () => {
    const url = '/api/discounts?page=1&sort=code';
    const codes = async (app: FastifyInstance, path = url) =>
      (JSON.parse((await get(app, path, admin)).body) as { discounts: { code: string }[] }).discounts.map(
        (discount) => discount.code,
      );
    expect(await codes(replica)).toEqual([]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/discounts',
      headers: admin.auth,
      payload: {
        code: 'CACHED10',
        description: 'cache test',
        type: 'percentage',
        value: 10,
        validUntil: new Date(t.clock.now.getTime() + 10 * 86_400_000).toISOString(),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    await eventually(() => codes(t.app, '/api/discounts'), {
      what: 'the code in the unpaged list',
      accept: (listed) => listed.includes('CACHED10'),
    });
    expect(await codes(replica)).toEqual(['CACHED10']);
  });
});

describe('time', () => {
  it('serves a time-dependent page no older than its maximum age, rebuilding it ahead of time', async () => {
    const ending = await issue(trader, 7104, 1);
    const expiresAt = new Date(ending.expiresAt!);
    await eventually(async () => licencesIn((await get(t.app, '/api/licenses', admin)).body), {
      what: 'the licence ending tomorrow listed',
      accept: (licences) => licences.some((licence) => licence._id === ending._id),
    });
    const url = '/api/licenses?page=1&limit=50&q=7104';
    const statusOf = async () => {
      const answer = await get(replica, url, admin);
      return licencesIn(answer.body).find((licence) => licence._id === ending._id)?.status;
    };
    t.clock.now = new Date(expiresAt.getTime() - 1_000);
    expect(await statusOf()).toBe('active');
    // Past its end, but the page is young: served as it was, its queries not run.
    const refreshAt = TIME_DEPENDENT_MAX_AGE_MS * REFRESH_AHEAD_AT;
    t.clock.now = new Date(t.clock.now.getTime() + refreshAt - 1);
    const before = licenceQueries();
    expect(await statusOf()).toBe('active');
    expect(licenceQueries()).toBe(before);
    // Old enough to be rebuilt: still served, while it is rebuilt behind it.
    t.clock.now = new Date(t.clock.now.getTime() + 1);
    expect(await statusOf()).toBe('active');
    await eventually(statusOf, { what: 'the rebuilt page', accept: (status) => status === 'expired' });
  });

  it('computes a page again, in the request, once its maximum age has run out', async () => {
    const url = '/api/licenses?page=1&limit=50&status=expired';
    expect((await get(replica, url, admin)).statusCode).toBe(200);
    t.clock.now = new Date(t.clock.now.getTime() + TIME_DEPENDENT_MAX_AGE_MS);
    const before = licenceQueries();
    expect((await get(replica, url, admin)).statusCode).toBe(200);
    expect(licenceQueries()).toBeGreaterThan(before);
  });
});

describe('who asks', () => {
  it('refuses a trader a cached admin page without running it, and keeps tickets per caller', async () => {
    const url = '/api/licenses?page=1&limit=10&sort=expiresAt&order=desc';
    expect((await get(replica, url, admin)).statusCode).toBe(200);
    const before = licenceQueries();
    const refused = await get(replica, url, trader);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('licenses');
    expect((await get(replica, url)).statusCode).toBe(401);
    expect(licenceQueries()).toBe(before);

    // Tickets are cached for admins only: a user's page is their own, never the admin's.
    const adminsPage = await get(replica, '/api/tickets?page=1', admin);
    expect(ticketCount(adminsPage.body)).toBeGreaterThan(0);
    // `other` was made an admin above: another admin is given the same answer.
    const anotherAdminsPage = await get(replica, '/api/tickets?page=1', other);
    const ownPage = await get(replica, '/api/tickets?page=1', trader);
    expect(anotherAdminsPage.body).toBe(adminsPage.body);
    expect(ticketCount(ownPage.body)).toBe(1);
  });
});
