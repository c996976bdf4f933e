// The read cache of callers' own answers and of the account row, as two API replicas over one database:
// repeated reads run no read-model query, yet no read after an acknowledged change returns the state
// from before it, on either replica, under many interleaved commands and reads; a logged-out session,
// a demoted admin and a deleted account are refused at once even though their account rows were kept.
import { eventually } from '@shop/infra/testing';
import type { ReadModels } from '@shop/projections';
import type { FastifyInstance } from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { enrolTotp, type Session, signUp, signUpAdmin } from './helpers/sessions.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
/** A second API process over the same database, whose read-model queries are recorded. */
let replica: FastifyInstance;
const replicaSql: string[] = [];
let admin: Session;

const get = (app: FastifyInstance, url: string, session: Session) =>
  app.inject({ method: 'GET', url, headers: session.auth });
/** Statements the replica sent that read a read model's table (not its versions). */
const readModelQueries = () => replicaSql.filter((text) => !text.includes('projection_checkpoints')).length;
/** Statements the replica sent that read the projectors' versions. */
const versionQueries = () => replicaSql.length - readModelQueries();

const MY_TICKETS = '/api/tickets?page=1&limit=50';
const ticketIds = (body: string) =>
  (JSON.parse(body) as { tickets: { _id: string }[] }).tickets.map((x) => x._id);
const rolesIn = (body: string) => (JSON.parse(body) as { user: { roles: string[] } }).user.roles;

async function openTicket(app: FastifyInstance, session: Session, subject: string): Promise<string> {
  const opened = await app.inject({
    method: 'POST',
    url: '/api/tickets',
    headers: session.auth,
    payload: { subject, description: `About ${subject}, in some detail.` },
  });
  expect(opened.statusCode, opened.body).toBe(201);
  return opened.json().ticket._id;
}

async function setRoles(app: FastifyInstance, user: Session, roles: string[]) {
  const changed = await app.inject({
    method: 'PUT',
    url: `/api/users/${user.id}`,
    headers: admin.auth,
    payload: { roles },
  });
  expect(changed.statusCode, changed.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t, 'boss');
  const recordedDb = new Kysely<ReadModels>({
    dialect: new PostgresDialect({ pool: t.database.pool }),
    log: (event) => {
      if (event.level === 'query') replicaSql.push(event.query.sql);
    },
  });
  // The versions are read through the pool itself (a named statement), the rest through kysely.
  const pool = t.database.pool;
  const recordedPool = new Proxy(pool, {
    get(target, property) {
      if (property !== 'query') {
        const value = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      }
      return (statement: string | { text: string }, ...rest: unknown[]) => {
        replicaSql.push(typeof statement === 'string' ? statement : statement.text);
        return Reflect.apply(pool.query, pool, [statement, ...rest]);
      };
    },
  });
  replica = await buildApp({ ...t.app.deps, db: recordedDb, pool: recordedPool });
  await replica.ready();
}, 60_000);
afterAll(async () => {
  await replica?.close();
  await t?.close();
});

describe("a caller's own answers", () => {
  it('are answered again without a read-model query, the account row included, and only to their caller', async () => {
    const [ann, bob] = await Promise.all([signUp(t, 'ann'), signUp(t, 'bob')]);
    const annTicket = await openTicket(t.app, ann, 'Ann asks');
    const first = await get(replica, '/api/users/me', ann);
    expect(first.statusCode, first.body).toBe(200);
    await get(replica, MY_TICKETS, ann);
    const before = readModelQueries();
    const versionReads = versionQueries();
    const again = await get(replica, '/api/users/me', ann);
    // The account check and the answer are checked against one reading of the versions.
    expect(versionQueries() - versionReads).toBe(1);
    const tickets = await get(replica, MY_TICKETS, ann);
    expect(readModelQueries()).toBe(before);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(ticketIds(tickets.body)).toEqual([annTicket]);

    // Another caller on the same routes gets their own answer, never Ann's.
    const bobs = await get(replica, '/api/users/me', bob);
    expect(bobs.json().user.username).toBe(bob.username);
    expect(ticketIds((await get(replica, MY_TICKETS, bob)).body)).toEqual([]);
  });

  it('never show the state from before an acknowledged change, on either replica, under concurrency', async () => {
    const traders = await Promise.all(['cara', 'dan', 'eve'].map((name) => signUp(t, name)));
    const apps = [t.app, replica];
    let writing = true;
    // Readers that keep every answer hot meanwhile; each sees its ticket count never go back.
    const readers = traders.flatMap((trader) =>
      apps.map(async (app) => {
        let seen = 0;
        let reads = 0;
        while (writing || reads === 0) {
          const count = ticketIds((await get(app, MY_TICKETS, trader)).body).length;
          expect(count).toBeGreaterThanOrEqual(seen);
          seen = count;
          reads += 1;
        }
        return reads;
      }),
    );
    const writers = traders.map(async (trader, n) => {
      const acknowledged: string[] = [];
      for (let round = 0; round < 4; round += 1) {
        // Written on one replica or the other; read at once on both.
        acknowledged.push(await openTicket(apps[(n + round) % 2]!, trader, `Round ${round}`));
        const answers = await Promise.all(apps.map((app) => get(app, MY_TICKETS, trader)));
        for (const answer of answers)
          expect(ticketIds(answer.body)).toEqual(expect.arrayContaining(acknowledged));
      }
    });
    // The account answer too: roles moved by an admin on one replica, read by their owner on both.
    const promoted = traders[0]!;
    const roleChanges = (async () => {
      for (let round = 0; round < 4; round += 1) {
        const roles = round % 2 === 0 ? ['admin', 'user'] : ['user'];
        await setRoles(apps[round % 2]!, promoted, roles);
        const answers = await Promise.all(apps.map((app) => get(app, '/api/users/me', promoted)));
        for (const answer of answers) expect(rolesIn(answer.body).sort()).toEqual(roles);
      }
    })();
    try {
      await Promise.all([...writers, roleChanges]);
    } finally {
      writing = false;
    }
    const reads = await Promise.all(readers);
    expect(reads.every((count) => count > 0)).toBe(true);
  });
});

describe('a kept account row', () => {
  it('no longer lets a logged-out session in, on the other replica, once the logout is acknowledged', async () => {
    const gus = await signUp(t, 'gus');
    for (let i = 0; i < 3; i += 1) expect((await get(replica, '/api/users/me', gus)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: gus.auth });
    expect(out.statusCode, out.body).toBe(200);
    for (const app of [replica, t.app]) {
      expect((await get(app, '/api/users/me', gus)).statusCode).toBe(401);
      expect((await get(app, MY_TICKETS, gus)).statusCode).toBe(401);
    }
  });

  it('no longer lets a deleted account in once the deletion is acknowledged', async () => {
    const hal = await signUp(t, 'hal');
    for (let i = 0; i < 3; i += 1) expect((await get(replica, MY_TICKETS, hal)).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${hal.id}`,
      headers: admin.auth,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const app of [replica, t.app]) {
      expect((await get(app, MY_TICKETS, hal)).statusCode).toBe(401);
      expect((await get(app, '/api/users/me', hal)).statusCode).toBe(401);
    }
  });

  it('no longer gives a demoted admin the admin lists once the change is acknowledged', async () => {
    const ivy = await enrolTotp(t, await signUp(t, 'ivy'));
    await setRoles(t.app, ivy, ['admin', 'user']);
    const adminList = '/api/users?page=1';
    await eventually(async () => (await get(replica, adminList, ivy)).statusCode, {
      what: 'the new admin let in',
      accept: (status) => status === 200,
    });
    expect((await get(replica, adminList, ivy)).statusCode).toBe(200);
    await setRoles(replica, ivy, ['user']);
    for (const app of [t.app, replica]) expect((await get(app, adminList, ivy)).statusCode).toBe(403);
  });
});
