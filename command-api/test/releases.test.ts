// Robot releases through the API (issue 26): the admin's upload and its refusals (size, type, a version
// published twice: nothing stored), who may download and why not, signed links (expiry, another user),
// the downloaded bytes and their count, withdrawal, and the releases read model after a full rebuild.
import { createHash } from 'node:crypto';
import { DOWNLOAD_REFUSALS, RELEASE_FILE_MAX_BYTES, RELEASE_NOTICES } from '@shop/command-api/contracts';
import { RELEASE_MESSAGES } from '@shop/domain';
import { eventually } from '@shop/infra/testing';
import { allProjectors, type ReadModels, rebuildReadModels } from '@shop/projections';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDownloadLinks } from '../src/releases/download-links.js';
import { type ReleaseForm, releaseUpload } from './helpers/release-form.js';
import { keepSecondFactorFresh, type Session, signUp, signUpAdmin } from './helpers/sessions.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let db: Kysely<ReadModels>;
let admin: Session;
/** Holds an active licence. */
let holder: Session;
let holderLicence: { _id: string; licenseKey: string; accountNumber: number };
/** Holds an active licence too: another user for the signed links. */
let otherHolder: Session;
let nobody: Session;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const robotFile = (text: string) => new TextEncoder().encode(`MQL5 ex5 ${text}`);

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, session?: Session, payload?: object) =>
  t.app.inject({ method, url, headers: session?.auth ?? {}, ...(payload ? { payload } : {}) });

async function publish(form: ReleaseForm) {
  const { payload, headers } = await releaseUpload(form);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/releases',
    payload,
    headers: { ...headers, ...admin.auth },
  });
}

async function issueLicence(user: Session, accountNumber: number) {
  await keepSecondFactorFresh(t, admin);
  const response = await call('POST', '/api/licenses', admin, { userId: user.id, accountNumber });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().license;
}

/** What a refused upload must leave untouched: the stored files and the release streams. */
async function stored() {
  const files = await t.database.pool.query<{ count: string }>('select count(*) from release_files');
  const events = await t.database.pool.query<{ count: string }>(
    "select count(*) from events where stream_id like 'release-%'",
  );
  return { files: Number(files.rows[0]!.count), events: Number(events.rows[0]!.count) };
}

const linkFor = (session: Session, version: string) =>
  call('POST', `/api/releases/${version}/download-link`, session);

async function urlFor(session: Session, version: string): Promise<string> {
  const response = await linkFor(session, version);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().url;
}

/** The app's own link signer: a valid link for someone the API would not give one to. */
const signer = () => createDownloadLinks(t.app.deps.keys.releaseLinkKey, () => t.clock.now);

const adminList = async () => (await call('GET', '/api/admin/releases', admin)).json();
const traderList = async (session: Session) => (await call('GET', '/api/releases', session)).json();

beforeAll(async () => {
  t = await createTestApp();
  db = t.app.deps.db;
  [admin, holder, otherHolder, nobody] = await Promise.all([
    signUpAdmin(t, 'releaser'),
    signUp(t, 'holder'),
    signUp(t, 'otherholder'),
    signUp(t, 'nolicence'),
  ]);
  holderLicence = await issueLicence(holder, 6_100_001);
  await issueLicence(otherHolder, 6_100_002);
  for (const session of [holder, otherHolder]) {
    await eventually(() => traderList(session), {
      what: 'the licence in the read model',
      accept: (list) => list.entitlement.allowed === true,
    });
  }
}, 60_000);
afterAll(async () => t?.close());

describe('publishing', () => {
  it('publishes a release the admin list shows at once, and stores its file by SHA-256', async () => {
    const file = robotFile('1.0.0');
    const response = await publish({ version: '1.0.0', changelog: '- First', minMt5Build: '4150', file });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: RELEASE_NOTICES.published,
      release: {
        version: '1.0.0',
        channel: 'stable',
        changelog: '- First',
        minMt5Build: 4150,
        fileName: 'PlanzeaRobot.ex5',
        sizeBytes: file.length,
        sha256: sha256(file),
        withdrawnAt: null,
        downloads: 0,
      },
    });
    expect((await adminList()).releases.map((release: { version: string }) => release.version)).toContain(
      '1.0.0',
    );
    const { rows } = await t.database.pool.query('select size_bytes from release_files where sha256 = $1', [
      sha256(file),
    ]);
    expect(rows).toEqual([{ size_bytes: file.length }]);
  });

  it('keeps the same bytes once for two versions', async () => {
    const file = robotFile('same bytes');
    const before = await stored();
    expect((await publish({ version: '1.0.1', file })).statusCode).toBe(201);
    expect((await publish({ version: '1.0.2', file, channel: 'beta' })).statusCode).toBe(201);
    expect(await stored()).toEqual({ files: before.files + 1, events: before.events + 2 });
  });

  it('accepts a file of exactly 20 MB and refuses one byte more with 413, storing nothing', async () => {
    const before = await stored();
    const tooLarge = await publish({ version: '9.0.0', file: new Uint8Array(RELEASE_FILE_MAX_BYTES + 1) });
    expect(tooLarge.statusCode, tooLarge.body).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'FILE_TOO_LARGE', error: RELEASE_NOTICES.fileTooLarge });
    expect(await stored()).toEqual(before);

    const largest = await publish({ version: '9.0.1', file: new Uint8Array(RELEASE_FILE_MAX_BYTES).fill(7) });
    expect(largest.statusCode, largest.body).toBe(201);
    expect(largest.json().release.sizeBytes).toBe(RELEASE_FILE_MAX_BYTES);
  }, 60_000);

  it('refuses another file type, an empty file and bad fields, storing nothing', async () => {
    const before = await stored();
    const exe = await publish({ version: '9.1.0', fileName: 'PlanzeaRobot.exe' });
    expect(exe.statusCode).toBe(415);
    expect(exe.json()).toMatchObject({ code: 'FILE_TYPE', error: RELEASE_NOTICES.fileType });
    // The extension is compared without case.
    expect((await publish({ version: '9.1.1', fileName: 'ROBOT.EX5' })).statusCode).toBe(201);
    const afterUpper = await stored();
    expect(afterUpper.files).toBe(before.files + 1);

    const refusals = [
      [{ version: '9.1.2', file: new Uint8Array(0) }, RELEASE_NOTICES.fileEmpty],
      [{ version: '9.1' }, RELEASE_MESSAGES.invalidVersion],
      [{ version: '9.1.3', channel: 'nightly' }, RELEASE_NOTICES.channel],
      [{ version: '9.1.4', minMt5Build: '0' }, RELEASE_MESSAGES.invalidBuild],
      [{ version: '9.1.5', minMt5Build: 'latest' }, RELEASE_MESSAGES.invalidBuild],
      [{ version: '9.1.6', changelog: 'x'.repeat(20_001) }, RELEASE_MESSAGES.changelogTooLong],
    ] as const;
    for (const [form, message] of refusals) {
      const response = await publish(form);
      expect(response.statusCode, JSON.stringify(form).slice(0, 80)).toBe(400);
      expect(response.json().error).toBe(message);
    }
    expect(await stored()).toEqual(afterUpper);
  });

  it('refuses a body that is no multipart form, or a broken one, in the envelope', async () => {
    const json = await call('POST', '/api/admin/releases', admin, { version: '9.2.0' });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ success: false, code: 'MULTIPART_REQUIRED' });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/releases',
      payload: '{"version":"9.2.0"}',
      headers: { ...admin.auth, 'content-type': 'multipart/form-data; boundary=zz' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ success: false, error: RELEASE_NOTICES.unreadable });
  });

  it('lets one of two uploads of a new version win and keeps only the winner’s file', async () => {
    const before = await stored();
    const files = [robotFile('race A'), robotFile('race B')];
    const answers = await Promise.all(files.map((file) => publish({ version: '3.3.0', file })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const winner = answers.find((answer) => answer.statusCode === 201)!.json().release.sha256;
    const { rows } = await t.database.pool.query<{ sha256: string }>(
      'select sha256 from release_files where sha256 = any($1)',
      [files.map(sha256)],
    );
    expect(rows).toEqual([{ sha256: winner }]);
    expect(await stored()).toEqual({ files: before.files + 1, events: before.events + 1 });
  });

  it('refuses a version already published (409) and keeps nothing of the second upload', async () => {
    const before = await stored();
    const again = await publish({ version: '1.0.0', file: robotFile('another build of 1.0.0') });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'RELEASE_EXISTS',
      error: 'Version 1.0.0 is already published',
    });
    expect(await stored()).toEqual(before);
  });
});

describe('downloading', () => {
  it('lists offered releases with the latest stable one and the holder’s entitlement', async () => {
    const list = await traderList(holder);
    expect(list.entitlement).toEqual({ allowed: true, reason: null, message: null });
    expect(list.latestStable.version).toBe('9.1.1');
    expect(list.releases.find((release: { version: string }) => release.version === '1.0.2')).toMatchObject({
      channel: 'beta',
    });
    expect(list.releases.every((release: { downloads: number }) => release.downloads === 0)).toBe(true);
  });

  it('sends the published bytes with their SHA-256 and counts the download', async () => {
    const file = robotFile('2.0.0');
    expect((await publish({ version: '2.0.0', file, fileName: 'Planzea Robot.ex5' })).statusCode).toBe(201);
    const link = (await linkFor(holder, '2.0.0')).json();
    expect(link.url).toMatch(/^\/api\/releases\/2\.0\.0\/file\?token=/);
    expect(Date.parse(link.expiresAt) - t.clock.now.getTime()).toBe(5 * 60_000);

    const response = await call('GET', link.url, holder);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'application/octet-stream',
      'content-disposition': 'attachment; filename="Planzea Robot.ex5"',
      'x-content-sha256': sha256(file),
      'cache-control': 'no-store',
    });
    expect(sha256(response.rawPayload)).toBe(sha256(file));
    await eventually(adminList, {
      what: 'the download counted',
      accept: (list) =>
        list.releases.find((release: { version: string }) => release.version === '2.0.0')?.downloads === 1,
    });
  });

  it('refuses a link after 5 minutes and a link of another user', async () => {
    const url = await urlFor(holder, '1.0.0');
    const stolen = await call('GET', url, otherHolder);
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().code).toBe('LINK_INVALID');
    const otherVersion = await call('GET', url.replace('/1.0.0/', '/1.0.1/'), holder);
    expect(otherVersion.json().code).toBe('LINK_INVALID');
    const forged = await call('GET', `${url.slice(0, -4)}AAAA`, holder);
    expect(forged.json().code).toBe('LINK_INVALID');

    t.clock.now = new Date(t.clock.now.getTime() + 6 * 60_000);
    const late = await call('GET', url, holder);
    expect(late.statusCode).toBe(403);
    expect(late.json()).toMatchObject({ code: 'LINK_EXPIRED', error: RELEASE_NOTICES.linkExpired });
    expect((await call('GET', await urlFor(holder, '1.0.0'), holder)).statusCode).toBe(200);
  });

  it('refuses a user without a licence, with the reason, on the link and on the file', async () => {
    expect((await traderList(nobody)).entitlement).toEqual({
      allowed: false,
      reason: 'NO_LICENSE',
      message: DOWNLOAD_REFUSALS.NO_LICENSE,
    });
    const link = await linkFor(nobody, '1.0.0');
    expect(link.statusCode).toBe(403);
    expect(link.json()).toMatchObject({ code: 'NO_LICENSE', error: DOWNLOAD_REFUSALS.NO_LICENSE });
    // A correctly signed link does not stand in for a licence.
    const { token } = signer().issue('1.0.0', nobody.id);
    const file = await call('GET', `/api/releases/1.0.0/file?token=${encodeURIComponent(token)}`, nobody);
    expect(file.statusCode).toBe(403);
    expect(file.json().code).toBe('NO_LICENSE');
  });

  it('refuses a holder whose licence was revoked, even with a link taken before', async () => {
    const revokedUser = await signUp(t, 'revoked');
    const licence = await issueLicence(revokedUser, 6_100_003);
    await eventually(() => traderList(revokedUser), {
      what: 'the licence in the read model',
      accept: (list) => list.entitlement.allowed === true,
    });
    const url = await urlFor(revokedUser, '1.0.0');
    await keepSecondFactorFresh(t, admin);
    const revoke = await call('PATCH', `/api/licenses/${licence._id}`, admin, { status: 'revoked' });
    expect(revoke.statusCode, revoke.body).toBe(200);
    await eventually(() => traderList(revokedUser), {
      what: 'the revocation in the read model',
      accept: (list) => list.entitlement.reason === 'REVOKED',
    });
    const link = await linkFor(revokedUser, '1.0.0');
    expect(link.statusCode).toBe(403);
    expect(link.json()).toMatchObject({ code: 'REVOKED', error: DOWNLOAD_REFUSALS.REVOKED });
    expect((await call('GET', url, revokedUser)).json().code).toBe('REVOKED');
  });

  it('answers 404 for a version never published', async () => {
    const response = await linkFor(holder, '7.7.7');
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe(RELEASE_MESSAGES.notFound);
  });
});

describe('withdrawing', () => {
  it('takes a release off the list and refuses its download, even with a link taken before', async () => {
    expect((await publish({ version: '2.1.0' })).statusCode).toBe(201);
    const url = await urlFor(holder, '2.1.0');
    const withdrawn = await call('POST', '/api/admin/releases/2.1.0/withdraw', admin, {
      reason: 'Crash on start',
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({
      message: RELEASE_NOTICES.withdrawn,
      release: { version: '2.1.0', withdrawnReason: 'Crash on start' },
    });
    expect(withdrawn.json().release.withdrawnAt).not.toBeNull();

    const offered = (await traderList(holder)).releases.map(
      (release: { version: string }) => release.version,
    );
    expect(offered).not.toContain('2.1.0');
    expect(offered).toContain('2.0.0');
    expect(
      (await adminList()).releases.find((r: { version: string }) => r.version === '2.1.0'),
    ).toBeDefined();
    expect((await linkFor(holder, '2.1.0')).statusCode).toBe(404);
    const file = await call('GET', url, holder);
    expect(file.statusCode).toBe(404);
    expect(file.json().error).toBe(RELEASE_MESSAGES.notFound);

    const again = await call('POST', '/api/admin/releases/2.1.0/withdraw', admin, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('RELEASE_WITHDRAWN');
  });
});

describe('what robots run', () => {
  it('counts robots seen in the last 24 hours by version, newest first', async () => {
    const heartbeat = (eaVersion: string) =>
      call('POST', '/api/robot/heartbeat', undefined, {
        licenseKey: holderLicence.licenseKey,
        accountNumber: holderLicence.accountNumber,
        eaVersion,
        activePositions: 0,
        balance: 10_000,
        equity: 10_000,
      });
    expect((await heartbeat('1.0.0')).statusCode).toBe(200);
    await eventually(adminList, {
      what: 'the heartbeat in robot_status',
      accept: (list) => list.robotVersions.length === 1,
    });
    expect((await adminList()).robotVersions).toEqual([{ version: '1.0.0', robots: 1 }]);
    t.clock.now = new Date(t.clock.now.getTime() + 25 * 3_600_000);
    expect((await adminList()).robotVersions).toEqual([]);
  });
});

describe('an expired licence', () => {
  it('refuses the download with EXPIRED once the licence is past its end, not yet marked by the expiry task', async () => {
    t.clock.now = new Date(t.clock.now.getTime() + 31 * 86_400_000);
    await keepSecondFactorFresh(t, admin);
    expect((await traderList(otherHolder)).entitlement).toEqual({
      allowed: false,
      reason: 'EXPIRED',
      message: DOWNLOAD_REFUSALS.EXPIRED,
    });
    const link = await linkFor(otherHolder, '1.0.0');
    expect(link.statusCode).toBe(403);
    expect(link.json()).toMatchObject({ code: 'EXPIRED', error: DOWNLOAD_REFUSALS.EXPIRED });
    const { token } = signer().issue('1.0.0', otherHolder.id);
    const file = await call(
      'GET',
      `/api/releases/1.0.0/file?token=${encodeURIComponent(token)}`,
      otherHolder,
    );
    expect(file.statusCode).toBe(403);
    expect(file.json().code).toBe('EXPIRED');
  });
});

describe('a full rebuild', () => {
  it('gives the same releases and download counts', async () => {
    const rows = () => db.selectFrom('releases').selectAll().orderBy('version').execute();
    const before = await rows();
    expect(before.find((row) => row.version === '2.0.0')?.downloads).toBe(1);
    expect(before.find((row) => row.version === '1.0.0')?.downloads).toBe(1);
    await t.projections.stop();
    await rebuildReadModels({ projectors: allProjectors, store: t.store, db, databaseUrl: t.database.url });
    expect(await rows()).toEqual(before);
  });
});
