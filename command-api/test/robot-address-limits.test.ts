// Robot routes limit each address: random licence keys from one address are stopped after a few
// dozen refusals (no fast key oracle), while robots elsewhere keep reporting.
import { randomInt } from 'node:crypto';
import { eventually } from '@shop/infra/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROBOT_ADDRESS_LIMITS } from '../src/robot/address-limits.js';
import { type Session, signUp, signUpAdmin } from './helpers/sessions.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let admin: Session;
let owner: Session;

beforeAll(async () => {
  t = await createTestApp();
  [admin, owner] = await Promise.all([signUpAdmin(t, 'limitsadmin'), signUp(t, 'limitsowner')]);
}, 60_000);
afterAll(async () => t?.close());

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const randomKey = () =>
  Array.from({ length: 4 }, () => Array.from({ length: 5 }, () => ALPHABET[randomInt(32)]).join('')).join(
    '-',
  );

const bodies = {
  heartbeat: { eaVersion: '2.4.1', activePositions: 0, balance: 10_000, equity: 10_000 },
  positions: { positions: [] },
  deals: {
    deals: [{ ticket: '1', symbol: 'EURUSD', type: 'BUY', profit: 1, time: new Date().toISOString() }],
  },
  equity: { samples: [{ time: new Date().toISOString(), balance: 10_000, equity: 10_000 }] },
};
const KINDS = Object.keys(bodies) as (keyof typeof bodies)[];

const report = (
  kind: keyof typeof bodies,
  licence: { licenseKey: string; accountNumber: number },
  remoteAddress: string,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/robot/${kind}`,
    payload: { licenseKey: licence.licenseKey, accountNumber: licence.accountNumber, ...bodies[kind] },
    remoteAddress,
  });

async function issueLicence(accountNumber: number) {
  const licence = (
    await t.app.inject({
      method: 'POST',
      url: '/api/licenses',
      headers: admin.auth,
      payload: { userId: owner.id, accountNumber, durationDays: 30 },
    })
  ).json().license as { licenseKey: string; accountNumber: number };
  let checks = 0;
  await eventually(
    () =>
      t.app.inject({
        method: 'POST',
        url: '/api/robot/licence/check',
        payload: { licenseKey: licence.licenseKey, accountNumber, eaVersion: '1' },
        remoteAddress: `10.44.0.${++checks % 250}`,
      }),
    { what: 'the new licence known to the robot check', accept: (answer) => answer.json().valid === true },
  );
  return licence;
}

describe('per-address limits on the robot routes', () => {
  it('answers 429 to every report from an address after 30 refused keys, the right key included', async () => {
    const licence = await issueLicence(7_700_001);
    const guesser = '10.45.0.9';
    const statuses: number[] = [];
    for (let i = 0; i < ROBOT_ADDRESS_LIMITS.refusalsPerMinute; i += 1) {
      const kind = KINDS[i % KINDS.length]!;
      statuses.push((await report(kind, { licenseKey: randomKey(), accountNumber: 1 }, guesser)).statusCode);
    }
    expect(statuses).toEqual(Array(ROBOT_ADDRESS_LIMITS.refusalsPerMinute).fill(401));

    const next = await report('heartbeat', { licenseKey: randomKey(), accountNumber: 1 }, guesser);
    expect(next.statusCode).toBe(429);
    expect(next.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(0);
    // The answer no longer tells a real key from a made-up one.
    expect((await report('positions', licence, guesser)).statusCode).toBe(429);
    // Robots behind other addresses are not affected.
    expect((await report('heartbeat', licence, '10.45.0.10')).statusCode).toBe(200);
  });

  it('limits the public keys of the licence check per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) {
      const answer = await t.app.inject({
        method: 'GET',
        url: '/api/robot/licence/jwks.json',
        remoteAddress: '10.46.0.1',
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
