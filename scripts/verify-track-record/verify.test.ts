// The track record end to end: a showcase robot reports over several days, the sealing task runs
// under a controlled clock, and `verify-track-record` checks the shop on a port. It passes on the
// real seals, after a full rebuild of the read models too, and fails, saying where, when an equity
// point is changed, a deal removed or two seals swapped.
import type { AddressInfo } from 'node:net';
import type { TrackRecordResponse } from '@shop/command-api/contracts';
import { licenceDecider, licenceStream, normalizeLicenceKey, trackRecordStreams } from '@shop/domain';
import { createKysely, handleCommand, newId } from '@shop/infra';
import { eventually } from '@shop/infra/testing';
import {
  allProjectors,
  findLicenceByKey,
  type ReadModels,
  readSeals,
  rebuildReadModels,
  sealTrackRecord,
} from '@shop/projections';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAdmin } from '../../command-api/test/helpers/sessions.js';
import { createTestApp, type TestApp } from '../../command-api/test/helpers/test-app.js';
import { verifyTrackRecord } from './verify.js';

const SHOWCASE_KEY = 'TRACK-RECRD-SHWCS-TESTK';
const ACCOUNT = 50_000_777;
const DAY_MS = 86_400_000;
// Day 0 is ten days ago (UTC midnight); deals on days 0, 1 and 3, equity points on days 0, 1, 3 and 5.
const DAY0 = Math.floor(Date.now() / DAY_MS) * DAY_MS - 10 * DAY_MS;
const at = (day: number, hours: number) => new Date(DAY0 + day * DAY_MS + hours * 3_600_000).toISOString();
const dayOf = (day: number) => at(day, 0).slice(0, 10);

let t: TestApp;
let db: Kysely<ReadModels>;
let url: string;
let licenceId: string;

const seal = (day: number, hours: number) =>
  sealTrackRecord({
    store: t.store,
    db,
    clock: () => new Date(at(day, hours)),
    showcaseLicenceKey: SHOWCASE_KEY,
    signing: t.app.deps.keys.trackRecordSigning,
  });

async function report(kind: 'deals' | 'equity', body: object) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/robot/${kind}`,
    payload: { licenseKey: SHOWCASE_KEY, accountNumber: ACCOUNT, ...body },
  });
  expect(response.statusCode, response.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp({ env: { SHOWCASE_LICENSE_KEY: SHOWCASE_KEY } });
  db = createKysely<ReadModels>(t.database.pool);
  const admin = await signUpAdmin(t, 'trackrecordadmin');
  licenceId = newId();
  const now = new Date(DAY0).toISOString();
  await handleCommand(
    t.store,
    licenceStream(licenceId),
    licenceDecider,
    {
      type: 'IssueLicence',
      data: {
        licenceId,
        licenseKey: normalizeLicenceKey(SHOWCASE_KEY),
        userId: admin.id,
        accountNumber: ACCOUNT,
        durationDays: 3_650,
        source: 'admin',
        orderId: null,
        issuedBy: `admin:${admin.id}`,
        now,
      },
    },
    {
      metadata: {
        actor: `admin:${admin.id}`,
        correlationId: 'track-record-test',
        causationId: null,
        occurredAt: now,
      },
    },
  );
  await eventually(() => findLicenceByKey(db, normalizeLicenceKey(SHOWCASE_KEY)), {
    what: 'the showcase licence in the read model',
    accept: (row) => row !== undefined,
  });
  await report('deals', {
    deals: [
      { ticket: '1', symbol: '', type: 'BALANCE', profit: 10_000, time: at(0, 1) },
      {
        ticket: '2',
        symbol: 'EURUSD',
        type: 'SELL',
        volume: 0.1,
        price: 1.0841,
        profit: 25.5,
        commission: -0.7,
        time: at(1, 9),
        openTime: at(1, 7),
      },
      {
        ticket: '3',
        symbol: 'XAUUSD',
        type: 'BUY',
        volume: 0.02,
        price: 2350.15,
        profit: -12.25,
        swap: -0.3,
        time: at(3, 15),
        openTime: at(2, 22),
      },
      {
        ticket: '4',
        symbol: 'EURUSD',
        type: 'BUY',
        volume: 0.1,
        price: 1.0855,
        profit: 8,
        time: at(3, 18),
        openTime: at(3, 16),
      },
    ],
  });
  await report('equity', {
    samples: [
      { time: at(0, 2), balance: 10_000, equity: 10_000 },
      { time: at(1, 8), balance: 10_000, equity: 10_012.4 },
      { time: at(1, 10), balance: 10_024.8, equity: 10_024.8 },
      { time: at(3, 16), balance: 10_012.25, equity: 10_015.1 },
      { time: at(3, 23.5), balance: 10_020.25, equity: 10_020.25 },
      { time: at(5, 12), balance: 10_020.25, equity: 10_020.25 },
    ],
  });
  await eventually(
    async () =>
      sql<{ n: number }>`select (select count(*) from robot_deals) + (select count(*) from robot_equity) as n`
        .execute(db)
        .then((result) => Number(result.rows[0]?.n)),
    { what: 'the reports in the read models', accept: (n) => n === 10 },
  );
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => t?.close());

describe('the sealing task', () => {
  it('seals each finished day once, an hour after it ended and once the robot reported past it, empty days included, chained across runs', async () => {
    expect(await seal(3, 0.5)).toBe(2); // days 0 and 1; day 2 ended only half an hour ago
    expect(await seal(3, 1)).toBe(1); // day 2, with no records: sealed empty, so the chain has no gap
    // Two instances at once: the stream's revision lets one of them seal days 3 and 4.
    expect((await Promise.all([seal(6, 2), seal(6, 2)])).sort()).toEqual([0, 2]);
    expect(await seal(6, 2)).toBe(0);
    // Day 5 waits while the robot has reported nothing since it ended: it may still send that day's deals.
    expect(await seal(9, 0)).toBe(0);

    const seals = await readSeals(t.store, trackRecordStreams.of(licenceId));
    expect(seals.map((s) => s.day)).toEqual([0, 1, 2, 3, 4].map(dayOf));
    expect(seals[0]?.previousSealHash).toBeNull();
    expect(seals[3]?.previousSealHash).toBe(seals[2]?.sealHash);
    expect(seals[3]?.sealedAt).toBe(at(6, 2));
  });

  it('serves the seals, the keys and each day, without the licence key', async () => {
    const list = (await (await fetch(`${url}/api/track-record`)).json()) as TrackRecordResponse;
    expect(list).toMatchObject({ success: true, days: 5, lastSealedAt: at(6, 2) });
    expect(Object.keys(list.seals[0]!).sort()).toEqual(
      ['day', 'digest', 'keyId', 'previousSealHash', 'sealHash', 'sealedAt', 'signature'].sort(),
    );
    expect(JSON.stringify(list)).not.toContain(normalizeLicenceKey(SHOWCASE_KEY));
    const keys = (await (await fetch(`${url}/api/track-record/keys`)).json()) as { keys: object[] };
    expect(keys.keys).toEqual([
      expect.objectContaining({
        kty: 'OKP',
        crv: 'Ed25519',
        kid: list.seals[0]!.keyId,
        use: 'sig',
        alg: 'EdDSA',
      }),
    ]);
    const day1 = await (await fetch(`${url}/api/track-record/days/${dayOf(1)}`)).text();
    expect(day1).toBe(
      `{"day":"${dayOf(1)}","deals":[{"commission":-0.7,"openTime":"${at(1, 7)}","price":1.0841,"profit":25.5,"swap":0,"symbol":"EURUSD","ticket":"2","time":"${at(1, 9)}","type":"SELL","volume":0.1}],` +
        `"equity":[{"balance":10000,"date":"${at(1, 8)}","equity":10012.4},{"balance":10024.8,"date":"${at(1, 10)}","equity":10024.8}]}`,
    );
    expect(await (await fetch(`${url}/api/track-record/days/${dayOf(2)}`)).text()).toBe(
      `{"day":"${dayOf(2)}","deals":[],"equity":[]}`,
    );
    expect((await fetch(`${url}/api/track-record/days/${dayOf(5)}`)).status).toBe(404); // not sealed
    expect((await fetch(`${url}/api/track-record/days/2026-02-30`)).status).toBe(400);
  });
});

describe('verify-track-record', () => {
  it("passes on the shop's real seals, one line per day and a summary", async () => {
    const verified = await verifyTrackRecord(url);
    expect(verified.failure).toBeUndefined();
    expect(verified.lines).toEqual([
      `day ${dayOf(0)}: ok (seal 1, 1 deals, 1 equity points)`,
      `day ${dayOf(1)}: ok (seal 2, 1 deals, 2 equity points)`,
      `day ${dayOf(2)}: ok (seal 3, 0 deals, 0 equity points)`,
      `day ${dayOf(3)}: ok (seal 4, 2 deals, 2 equity points)`,
      `day ${dayOf(4)}: ok (seal 5, 0 deals, 0 equity points)`,
      `Verified 5 sealed days, ${dayOf(0)} to ${dayOf(4)}: chain intact, every digest and signature checks.`,
    ]);
  });

  it('says which seal when two seals are served swapped', async () => {
    const swapping: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (!String(input).endsWith('/api/track-record')) return response;
      const body = (await response.json()) as TrackRecordResponse;
      [body.seals[3], body.seals[4]] = [body.seals[4]!, body.seals[3]!];
      return Response.json(body);
    };
    expect((await verifyTrackRecord(url, swapping)).failure).toBe(
      'seal 4: previous hash does not match seal 3',
    );
  });

  it('says which seal when a signature is not the key holder’s', async () => {
    const forging: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (!String(input).endsWith('/api/track-record')) return response;
      const body = (await response.json()) as TrackRecordResponse;
      body.seals[1]!.signature = body.seals[0]!.signature;
      return Response.json(body);
    };
    expect((await verifyTrackRecord(url, forging)).failure).toBe('seal 2: bad signature');
  });

  it('gives identical seals and still passes after a full rebuild of the read models', async () => {
    const before = await (await fetch(`${url}/api/track-record`)).text();
    const days = () =>
      Promise.all(
        [0, 1, 2, 3].map(async (day) => (await fetch(`${url}/api/track-record/days/${dayOf(day)}`)).text()),
      );
    const daysBefore = await days();
    await t.projections.stop();
    await rebuildReadModels({ projectors: allProjectors, store: t.store, db, databaseUrl: t.database.url });

    expect(await (await fetch(`${url}/api/track-record`)).text()).toBe(before);
    expect(await days()).toEqual(daysBefore);
    expect((await verifyTrackRecord(url)).failure).toBeUndefined();
  });

  it('fails on the day whose equity point was changed in the read model', async () => {
    await sql`update robot_equity set equity = equity + 0.01 where time = ${new Date(at(1, 10))}`.execute(db);
    expect((await verifyTrackRecord(url)).failure).toBe(`day ${dayOf(1)}: digest differs`);
    await sql`update robot_equity set equity = equity - 0.01 where time = ${new Date(at(1, 10))}`.execute(db);
    expect((await verifyTrackRecord(url)).failure).toBeUndefined();
  });

  it('fails on the day a deal was removed from', async () => {
    await sql`delete from robot_deals where ticket = '4'`.execute(db);
    const verified = await verifyTrackRecord(url);
    expect(verified.failure).toBe(`day ${dayOf(3)}: digest differs`);
    expect(verified.lines.at(-1)).toBe(`FAILED day ${dayOf(3)}: digest differs`);
  });
});
