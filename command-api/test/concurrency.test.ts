// Limits that must hold when many requests race: a licence owner's account-number allowance, and one
// account per email and per username however many sign-ups for it arrive at once.
import { ACCOUNT_MESSAGES } from '@shop/command-api/contracts';
import { LICENCE_MESSAGES, licenceStream } from '@shop/domain';
import type { RecordedEvent } from '@shop/infra';
import { reportFigure } from '@shop/infra/testing';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signUp, signUpAdmin } from './helpers/sessions.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const RACERS = 20;
const ALLOWANCE = 3;

let t: TestApp;
let admin: Session;
let owner: Session;

beforeAll(async () => {
  t = await createTestApp({ env: { ACCOUNT_CHANGE_ALLOWANCE: String(ALLOWANCE) } });
  [admin, owner] = await Promise.all([signUpAdmin(t, 'raceadmin'), signUp(t, 'raceowner')]);
}, 60_000);
afterAll(async () => t?.close());

let addresses = 0;
// Each request from its own address: the per-address limits are not what these tests are about.
const remoteAddress = () => `10.66.${Math.floor(++addresses / 250)}.${addresses % 250}`;

const countBy = (answers: LightMyRequestResponse[], status: number) =>
  answers.filter((answer) => answer.statusCode === status).length;

async function streamEvents(streamId: string): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for await (const event of t.store.readStream(streamId)) events.push(event);
  return events;
}

describe('account-number changes racing on a licence', () => {
  async function issueLicence(accountNumber: number): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/licenses',
      headers: admin.auth,
      payload: { userId: owner.id, accountNumber },
    });
    expect(response.statusCode).toBe(201);
    return response.json().license._id;
  }

  /** RACERS changes to distinct numbers, all sent at once by the owner. */
  const raceChanges = (licenceId: string, firstNumber: number) =>
    Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/licenses/${licenceId}/account-number`,
          headers: owner.auth,
          remoteAddress: remoteAddress(),
          payload: { accountNumber: firstNumber + i, reason: `race ${i}` },
        }),
      ),
    );

  it(`accepts exactly the allowance of ${ALLOWANCE} on each licence and refuses the rest`, async () => {
    const [first, second] = await Promise.all([issueLicence(6_100_000), issueLicence(6_200_000)]);
    const [onFirst, onSecond] = await Promise.all([
      raceChanges(first, 6_100_001),
      raceChanges(second, 6_200_001),
    ]);
    reportFigure(
      `Account-number changes: ${RACERS} at once on each of 2 licences, ${countBy(onFirst, 200)} and ${countBy(onSecond, 200)} accepted, allowance ${ALLOWANCE}`,
    );
    for (const [licenceId, answers] of [
      [first, onFirst],
      [second, onSecond],
    ] as const) {
      expect(countBy(answers, 200)).toBe(ALLOWANCE);
      const refused = answers.filter((answer) => answer.statusCode !== 200);
      expect(refused.map((answer) => [answer.statusCode, answer.json().code])).toEqual(
        Array(RACERS - ALLOWANCE).fill([409, 'NO_CHANGES_LEFT']),
      );
      expect(refused[0]!.json().error).toBe(LICENCE_MESSAGES.noChangesLeft);

      const changes = (await streamEvents(licenceStream(licenceId))).filter(
        (event) => event.type === 'AccountNumberChanged',
      );
      expect(changes).toHaveLength(ALLOWANCE);
      // The number the licence ends on is one that an accepted change asked for.
      const accepted = answers.filter((answer) => answer.statusCode === 200).map((a) => a.json().license);
      expect(accepted.map((license) => license.accountNumber)).toContain(
        (changes.at(-1)!.data as { to: number }).to,
      );
      await expect
        .poll(async () => {
          const history = await t.app.inject({
            method: 'GET',
            url: `/api/licenses/${licenceId}/account-history`,
            headers: owner.auth,
          });
          const body = history.json();
          return { entries: body.history?.length, changesRemaining: body.changesRemaining };
        })
        .toEqual({ entries: ALLOWANCE, changesRemaining: 0 });
    }
  }, 60_000);
});

describe('sign-ups racing for one identity', () => {
  const register = (username: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users',
      remoteAddress: remoteAddress(),
      payload: { username, email, password: 'Tr4ding!Robot' },
    });

  /** The last global position now; registrations after it are the race's. */
  async function logEnd(): Promise<string> {
    const { rows } = await t.database.pool.query<{ end: string }>(
      'select coalesce(max(global_position), 0)::text as end from events',
    );
    return rows[0]!.end;
  }

  /** Accounts registered after `position`, straight from the events table (every racer has answered). */
  async function registrationsAfter(position: string): Promise<number> {
    const { rows } = await t.database.pool.query<{ count: string }>(
      `select count(*) from events where type = 'UserRegistered' and global_position > $1`,
      [position],
    );
    return Number(rows[0]!.count);
  }

  it(`creates one account from ${RACERS} simultaneous sign-ups with one email`, async () => {
    const email = 'same.email@example.com';
    const before = await logEnd();
    // The same address in different cases: one mailbox, so one account.
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        register(`mailracer${i}`, i % 2 === 0 ? email : email.toUpperCase()),
      ),
    );
    const created = await registrationsAfter(before);
    reportFigure(`Sign-ups: ${RACERS} at once with one email, ${created} accounts created`);
    expect(created).toBe(1);
    // Every one is answered as a new sign-up: the form does not tell that the address has an account.
    expect(answers.map((answer) => [answer.statusCode, answer.json().message])).toEqual(
      Array(RACERS).fill([201, ACCOUNT_MESSAGES.registered]),
    );
    // The losers' usernames were given back: each can still sign up with another email. Only the
    // winner's right password reaches the unverified-email answer; the others are unknown (401).
    const logins = await Promise.all(
      answers.map((_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/users/login',
          remoteAddress: remoteAddress(),
          payload: { username: `mailracer${i}`, password: 'Tr4ding!Robot' },
        }),
      ),
    );
    expect(countBy(logins, 403)).toBe(1);
    const loser = logins.findIndex((login) => login.statusCode === 401);
    expect((await register(`mailracer${loser}`, 'second.try@example.com')).statusCode).toBe(201);
  }, 60_000);

  it(`creates one account from ${RACERS} simultaneous sign-ups with one username`, async () => {
    const username = 'SameName';
    const before = await logEnd();
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        register(i % 2 === 0 ? username : username.toLowerCase(), `namerace${i}@example.com`),
      ),
    );
    reportFigure(`Sign-ups: ${RACERS} at once with one username, ${countBy(answers, 201)} accounts created`);
    expect(countBy(answers, 201)).toBe(1);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused.map((answer) => [answer.statusCode, answer.json().error])).toEqual(
      Array(RACERS - 1).fill([409, ACCOUNT_MESSAGES.usernameTaken]),
    );
    expect(await registrationsAfter(before)).toBe(1);
    // The losers' emails were given back: each can still sign up under another name.
    const loser = answers.findIndex((answer) => answer.statusCode !== 201);
    expect((await register('othername', `namerace${loser}@example.com`)).statusCode).toBe(201);
    await expect
      .poll(async () => {
        const users = await t.app.inject({ method: 'GET', url: '/api/users', headers: admin.auth });
        return users
          .json()
          .users.filter((user: { username: string }) => user.username.toLowerCase() === 'samename').length;
      })
      .toBe(1);
  }, 60_000);
});
