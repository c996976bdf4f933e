// Update notices: the licence check answers the newest offered release of the robot's channel and
// whether the robot runs an older one, and the licence view shows the version its robot reported.
import { type ReleaseChannel, releaseDecider, releaseStream } from '@shop/domain';
import { handleCommand } from '@shop/infra';
import { eventually } from '@shop/infra/testing';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LATEST_RELEASES_CACHE_MS } from '../src/robot/latest-releases.js';
import { type Session, signUp, signUpAdmin } from './helpers/sessions.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let admin: Session;
let owner: Session;

beforeAll(async () => {
  t = await createTestApp();
  [admin, owner] = await Promise.all([signUpAdmin(t, 'updatesadmin'), signUp(t, 'updatesowner')]);
}, 60_000);
afterAll(async () => t?.close());

const metadata = () => ({
  actor: `admin:${admin.id}` as const,
  correlationId: 'robot-updates-test',
  causationId: null,
  occurredAt: t.clock.now.toISOString(),
});

async function publish(version: string, channel: ReleaseChannel) {
  await handleCommand(
    t.store,
    releaseStream(version),
    releaseDecider,
    {
      type: 'PublishRelease',
      data: {
        version,
        channel,
        changelog: `Changes of ${version}`,
        minMt5Build: 4000,
        fileName: 'Robot.ex5',
        sizeBytes: 1024,
        sha256: 'ab'.repeat(32),
        publishedBy: admin.id,
        now: t.clock.now.toISOString(),
      },
    },
    { metadata: metadata() },
  );
}

async function withdraw(version: string) {
  await handleCommand(
    t.store,
    releaseStream(version),
    releaseDecider,
    {
      type: 'WithdrawRelease',
      data: { reason: 'Broken build', withdrawnBy: admin.id, now: t.clock.now.toISOString() },
    },
    { metadata: metadata() },
  );
}

let nextAccount = 7_700_000;
async function issue() {
  const accountNumber = ++nextAccount;
  const license = (
    await t.app.inject({
      method: 'POST',
      url: '/api/licenses',
      headers: admin.auth,
      payload: { userId: owner.id, accountNumber },
    })
  ).json().license;
  await eventually(() => check({ licenseKey: license.licenseKey, accountNumber, eaVersion: '1.0.0' }), {
    what: 'the new licence known to the licence check',
    accept: (answer) => answer.reason !== 'UNKNOWN_KEY',
  });
  return { ...license, accountNumber } as { _id: string; licenseKey: string; accountNumber: number };
}

async function check(payload: object) {
  return (await t.app.inject({ method: 'POST', url: '/api/robot/licence/check', payload })).json();
}

/** The check once the releases read model shows `expected`: the cached offer is let go first. */
async function checkOnceOffered(payload: object, expected: string | null) {
  return eventually(
    () => {
      t.clock.now = new Date(t.clock.now.getTime() + LATEST_RELEASES_CACHE_MS);
      return check(payload);
    },
    { what: `latest version ${expected}`, accept: (answer) => answer.latestVersion === expected },
  );
}

it('answers the latest release of the stable and the beta channel, outside the signed token', async () => {
  const licence = await issue();
  const robot = { licenseKey: licence.licenseKey, accountNumber: licence.accountNumber };
  expect(await checkOnceOffered({ ...robot, eaVersion: '1.1.0' }, null)).toMatchObject({
    valid: true,
    latestVersion: null,
    updateAvailable: false,
  });

  await publish('1.1.0', 'stable');
  await publish('1.2.0', 'stable');
  await publish('1.3.0-beta.1', 'beta');
  // The beta channel sees beta and stable releases; a pre-release is older than its normal version.
  expect(
    await checkOnceOffered({ ...robot, eaVersion: '1.2.0', channel: 'beta' }, '1.3.0-beta.1'),
  ).toMatchObject({
    valid: true,
    updateAvailable: true,
  });
  expect(await check({ ...robot, eaVersion: '1.3.0', channel: 'beta' })).toMatchObject({
    latestVersion: '1.3.0-beta.1',
    updateAvailable: false,
  });

  const stable = await check({ ...robot, eaVersion: '1.1.0' });
  expect(stable).toMatchObject({ valid: true, latestVersion: '1.2.0', updateAvailable: true });
  expect(decodeJwt(stable.token)).not.toHaveProperty('latestVersion');
  expect(decodeJwt(stable.token)).toMatchObject({ ver: '1.1.0', valid: true });
  // The licence holder hears of the stable release by email.
  await t.mailbox.next(`${owner.username}@example.com`, /^MT5 Robot 1\.2\.0 is available$/);
  expect(await check({ ...robot, eaVersion: '1.2.0', channel: 'stable' })).toMatchObject({
    latestVersion: '1.2.0',
    updateAvailable: false,
  });

  // A refused but known licence hears of updates too; an unknown key hears nothing.
  expect(
    await check({ ...robot, accountNumber: licence.accountNumber + 1, eaVersion: '1.1.0' }),
  ).toMatchObject({ valid: false, reason: 'OTHER_ACCOUNT', latestVersion: '1.2.0', updateAvailable: true });
  const unknown = await check({
    licenseKey: 'AAAAA-BBBBB-CCCCC-DDDDD',
    accountNumber: 1,
    eaVersion: '1.0.0',
  });
  expect(unknown.reason).toBe('UNKNOWN_KEY');
  expect(unknown).not.toHaveProperty('latestVersion');
  expect(unknown).not.toHaveProperty('updateAvailable');

  const invalid = await t.app.inject({
    method: 'POST',
    url: '/api/robot/licence/check',
    payload: { ...robot, eaVersion: '1.1.0', channel: 'nightly' },
  });
  expect(invalid.statusCode).toBe(400);
  expect(invalid.json().error).toBe('channel must be stable or beta');
});

it('offers no withdrawn release', async () => {
  const licence = await issue();
  const robot = { licenseKey: licence.licenseKey, accountNumber: licence.accountNumber, eaVersion: '1.1.0' };
  await publish('1.4.0', 'stable');
  expect(await checkOnceOffered(robot, '1.4.0')).toMatchObject({ updateAvailable: true });

  await withdraw('1.4.0');
  await withdraw('1.2.0');
  expect(await checkOnceOffered(robot, '1.1.0')).toMatchObject({ valid: true, updateAvailable: false });
  expect(await check({ ...robot, channel: 'beta' })).toMatchObject({
    latestVersion: '1.3.0-beta.1',
    updateAvailable: true,
  });
});

it("shows the version the licence's robot reported on the licence view", async () => {
  const licence = await issue();
  const mine = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: owner.auth }))
      .json()
      .licenses.find((view: { _id: string }) => view._id === licence._id);
  expect(await mine()).toMatchObject({ robotVersion: null });

  const beat = await t.app.inject({
    method: 'POST',
    url: '/api/robot/heartbeat',
    payload: {
      licenseKey: licence.licenseKey,
      accountNumber: licence.accountNumber,
      eaVersion: '1.1.0',
      activePositions: 0,
      balance: 1_000,
      equity: 1_000,
    },
  });
  expect(beat.statusCode).toBe(200);
  await eventually(mine, { what: 'the reported version', accept: (view) => view.robotVersion === '1.1.0' });

  const list = await t.app.inject({ method: 'GET', url: '/api/licenses?page=1', headers: admin.auth });
  expect(list.json().licenses).toContainEqual(
    expect.objectContaining({ _id: licence._id, robotVersion: '1.1.0' }),
  );
  const all = await t.app.inject({ method: 'GET', url: '/api/licenses', headers: admin.auth });
  expect(all.json().licenses).toContainEqual(
    expect.objectContaining({ _id: licence._id, robotVersion: '1.1.0' }),
  ); // A command's answer shows the same view.
  const moved = await t.app.inject({
    method: 'PATCH',
    url: `/api/licenses/${licence._id}/account-number`,
    headers: owner.auth,
    payload: { accountNumber: licence.accountNumber + 50_000 },
  });
  expect(moved.json().license).toMatchObject({ robotVersion: '1.1.0', equityCount: 0 });
});
