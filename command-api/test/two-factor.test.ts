// Two-factor sign-in through the API: setting up an authenticator app, the second sign-in step and its
// limits, admin sessions (a factor required, a recent one for dangerous actions), removing and
// replacing factors, password change and other sessions, an admin's reset, and what erasure and the
// audit trail keep of the secret and the recovery codes.
import { ACCOUNT_MESSAGES, TWO_FACTOR_MESSAGES } from '@shop/command-api/contracts';
import { ERASED, userStream } from '@shop/domain';
import { eventually } from '@shop/infra/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoveryCodeHash } from '../src/users/two-factor/recovery-codes.js';
import { totpCode } from '../src/users/two-factor/totp.js';
import {
  enrolTotp,
  type Session,
  signUp,
  signUpAdmin,
  signUpAdminWithoutFactor,
} from './helpers/sessions.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const PASSWORD = 'Tr4ding!Robot';
const MINUTE = 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => t?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

// Each call comes from its own address: the per-address limits are not what these tests test.
let addresses = 0;
const nextAddress = () => {
  addresses += 1;
  return `192.168.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  session?: Pick<Session, 'auth'>,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: session?.auth ?? {},
    remoteAddress: nextAddress(),
    ...(payload ? { payload } : {}),
  });
}
const post = (url: string, payload: object, session?: Pick<Session, 'auth'>) =>
  call('POST', url, session, payload);

function advance(ms: number) {
  t.clock.now = new Date(t.clock.now.getTime() + ms);
}

/** A code from a step no sign-in has used yet: the clock moves a minute on (codes of the next step count). */
function freshCode(session: Session): string {
  advance(MINUTE);
  return totpCode(session.totpSecret!, t.clock.now);
}

/** Six digits no authenticator-app code of the steps around the clock's is. */
function wrongCode(secret: string): string {
  const near = [-1, 0, 1].map((steps) => totpCode(secret, new Date(t.clock.now.getTime() + steps * 30_000)));
  return ['000000', '111111', '222222', '333333'].find((code) => !near.includes(code))!;
}

const passwordLogin = (session: Session, password = PASSWORD) =>
  post('/api/users/login', { username: session.username, password });

async function challengeOf(session: Session): Promise<string> {
  const response = await passwordLogin(session);
  expect(response.json(), response.body).toMatchObject({ twoFactorRequired: true });
  return response.json().challengeToken;
}

const secondStep = (challengeToken: string, answer: { code: string } | { recoveryCode: string }) =>
  post('/api/users/login/two-factor', { challengeToken, ...answer });

/** A new session of the account, signed in with its password and a fresh code. */
async function signIn(session: Session): Promise<Session> {
  const finished = await secondStep(await challengeOf(session), { code: freshCode(session) });
  expect(finished.statusCode, finished.body).toBe(200);
  const { token } = finished.json();
  return { ...session, token, auth: bearer(token) };
}

async function securityOf(session: Session) {
  const response = await call('GET', '/api/users/me/security', session);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().security;
}

async function setup(session: Session) {
  const response = await post('/api/users/me/totp/setup', {}, session);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { enrolmentToken: string; secret: string; otpauthUrl: string; expiresAt: string };
}

const confirm = (session: Session, enrolmentToken: string, code: string) =>
  post('/api/users/me/totp/confirm', { enrolmentToken, code }, session);

describe('setting up an authenticator app', () => {
  it('answers a new secret, its otpauth URL for the QR code and when the setup expires', async () => {
    const owner = await signUp(t, 'qrowner');
    const started = await setup(owner);
    expect(started.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(started.otpauthUrl);
    expect(started.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(decodeURIComponent(url.pathname)).toContain(`${owner.username}@example.com`);
    expect(url.searchParams.get('issuer')).toBe('MT5 Robot (shop.test)');
    expect(url.searchParams.get('secret')).toBe(started.secret);
    expect(Date.parse(started.expiresAt) - t.clock.now.getTime()).toBe(10 * MINUTE);
    expect((await securityOf(owner)).totpEnabled).toBe(false);
  });

  it('refuses a wrong code, and a setup older than 10 minutes', async () => {
    const owner = await signUp(t, 'slowowner');
    const started = await setup(owner);
    const wrong = await confirm(owner, started.enrolmentToken, wrongCode(started.secret));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'TWO_FACTOR_CODE_INVALID',
      error: 'Invalid authentication code',
    });

    advance(11 * MINUTE);
    const late = await confirm(owner, started.enrolmentToken, totpCode(started.secret, t.clock.now));
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({
      code: 'TOTP_ENROLMENT_EXPIRED',
      error: 'The setup has expired. Please start again.',
    });
    expect((await securityOf(owner)).totpEnabled).toBe(false);
  });

  it("refuses another account's setup, even with its right code", async () => {
    const owner = await signUp(t, 'setupowner');
    const other = await signUp(t, 'setupthief');
    const started = await setup(owner);
    const taken = await confirm(other, started.enrolmentToken, totpCode(started.secret, t.clock.now));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().code).toBe('TOTP_ENROLMENT_EXPIRED');
    expect((await securityOf(other)).totpEnabled).toBe(false);
    expect((await securityOf(owner)).totpEnabled).toBe(false);
  });

  it('confirms with the first code: ten recovery codes, a working token, and no second setup', async () => {
    const owner = await signUp(t, 'enroller');
    const started = await setup(owner);
    const confirmed = await confirm(owner, started.enrolmentToken, totpCode(started.secret, t.clock.now));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const body = confirmed.json();
    expect(body).toMatchObject({ success: true, message: 'Two-factor authentication enabled' });
    expect(body.recoveryCodes).toHaveLength(10);
    expect(new Set(body.recoveryCodes).size).toBe(10);
    for (const code of body.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const session = { ...owner, auth: bearer(body.token) };
    expect(await securityOf(session)).toMatchObject({ totpEnabled: true, recoveryCodesLeft: 10 });
    await eventually(async () => (await call('GET', '/api/users/me', session)).json().user, {
      what: 'twoFactorEnabled in the user view',
      accept: (user) => user?.twoFactorEnabled === true,
    });

    const again = await post('/api/users/me/totp/setup', {}, session);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'TOTP_ALREADY_ENABLED',
      error: 'Two-factor authentication is already enabled',
    });
    advance(MINUTE);
    const reconfirmed = await confirm(session, started.enrolmentToken, totpCode(started.secret, t.clock.now));
    expect(reconfirmed.statusCode).toBe(409);
  });
});

describe('signing in with a second factor', () => {
  let owner: Session;

  beforeAll(async () => {
    owner = await enrolTotp(t, await signUp(t, 'signer'));
  });

  it('answers a challenge instead of a session after the password; the first step says what it said', async () => {
    const step = await passwordLogin(owner);
    expect(step.statusCode).toBe(200);
    const body = step.json();
    expect(body).toEqual({
      success: true,
      twoFactorRequired: true,
      challengeToken: expect.any(String),
      methods: ['totp', 'recovery'],
      expiresAt: new Date(t.clock.now.getTime() + 5 * MINUTE).toISOString(),
    });

    const wrongPassword = await passwordLogin(owner, 'Wrong!Passw0rd');
    const unknown = await post('/api/users/login', { username: 'nobody-here', password: PASSWORD });
    expect([wrongPassword.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrongPassword.json()).toEqual(unknown.json());
    expect(wrongPassword.json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      error: ACCOUNT_MESSAGES.invalidCredentials,
    });
  });

  it('gives the session for a code of the next step, and refuses that code a second time', async () => {
    const code = totpCode(owner.totpSecret!, new Date(t.clock.now.getTime() + 30_000));
    const signedIn = await secondStep(await challengeOf(owner), { code });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const { token, user } = signedIn.json();
    expect(user).toMatchObject({ _id: owner.id, twoFactorEnabled: true });
    const sessions = (await securityOf({ ...owner, auth: bearer(token) })).sessions;
    expect(sessions.find((session: { current: boolean }) => session.current)).toMatchObject({
      method: 'password',
      secondFactorAt: t.clock.now.toISOString(),
    });

    const replayed = await secondStep(await challengeOf(owner), { code });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({
      code: 'TWO_FACTOR_CODE_USED',
      error: 'This code has already been used. Wait for the next one.',
    });
  });

  it('accepts a recovery code once, however it is typed', async () => {
    const recoveryCode = owner.recoveryCodes![0]!;
    const used = await secondStep(await challengeOf(owner), {
      recoveryCode: ` ${recoveryCode.toUpperCase()} `,
    });
    expect(used.statusCode, used.body).toBe(200);
    expect((await securityOf({ ...owner, auth: bearer(used.json().token) })).recoveryCodesLeft).toBe(9);

    const again = await secondStep(await challengeOf(owner), { recoveryCode });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({
      code: 'RECOVERY_CODE_INVALID',
      error: 'Invalid recovery code',
      attemptsLeft: 4,
    });
  });

  it('ends the challenge after 5 wrong codes: then even the right code is refused', async () => {
    const tried = await enrolTotp(t, await signUp(t, 'fumbler'));
    const challengeToken = await challengeOf(tried);
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { error, code, attemptsLeft } = (
        await secondStep(challengeToken, { code: wrongCode(tried.totpSecret!) })
      ).json();
      answers.push({ code, attemptsLeft, error });
    }
    const invalid = { code: 'TWO_FACTOR_CODE_INVALID', error: 'Invalid authentication code' };
    expect(answers).toEqual([
      { ...invalid, attemptsLeft: 4 },
      { ...invalid, attemptsLeft: 3 },
      { ...invalid, attemptsLeft: 2 },
      { ...invalid, attemptsLeft: 1 },
      {
        code: 'TWO_FACTOR_CHALLENGE_EXPIRED',
        attemptsLeft: undefined,
        error: 'Too many wrong codes. Please log in again.',
      },
    ]);
    const right = await secondStep(challengeToken, { code: freshCode(tried) });
    expect(right.statusCode).toBe(401);
    expect(right.json()).toMatchObject({
      code: 'TWO_FACTOR_CHALLENGE_EXPIRED',
      error: 'Your sign-in has expired. Please log in again.',
    });
    // A new sign-in is not held back by the old one.
    expect((await secondStep(await challengeOf(tried), { code: freshCode(tried) })).statusCode).toBe(200);
  });

  it('counts wrong recovery codes on the same challenge', async () => {
    const tried = await enrolTotp(t, await signUp(t, 'fumbler'));
    const challengeToken = await challengeOf(tried);
    const left = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      left.push((await secondStep(challengeToken, { recoveryCode: 'wrong-guess' })).json().attemptsLeft);
    expect(left).toEqual([4, 3, 2, 1, undefined]);
    const right = await secondStep(challengeToken, { recoveryCode: tried.recoveryCodes![0]! });
    expect(right.json().code).toBe('TWO_FACTOR_CHALLENGE_EXPIRED');
  });

  it('refuses a challenge older than 5 minutes', async () => {
    const challengeToken = await challengeOf(owner);
    advance(5 * MINUTE + 1000);
    const late = await secondStep(challengeToken, { code: totpCode(owner.totpSecret!, t.clock.now) });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({
      code: 'TWO_FACTOR_CHALLENGE_EXPIRED',
      error: 'Your sign-in has expired. Please log in again.',
    });
  });

  it('stops an account after 10 wrong codes over several challenges, even for the right code', async () => {
    const target = await enrolTotp(t, await signUp(t, 'guessed'));
    const statuses: number[] = [];
    for (const tries of [5, 5]) {
      const challengeToken = await challengeOf(target);
      for (let attempt = 0; attempt < tries; attempt += 1)
        statuses.push((await secondStep(challengeToken, { code: wrongCode(target.totpSecret!) })).statusCode);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    const right = await secondStep(await challengeOf(target), { code: freshCode(target) });
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('TOO_MANY_ATTEMPTS');
  });
});

describe('admin sessions', () => {
  it("reaches the admin routes with a session signed in with the admin's code", async () => {
    const admin = await signUpAdmin(t, 'tfadmin');
    const session = await signIn(admin);
    expect((await call('GET', '/api/users', session)).statusCode).toBe(200);
  });

  it('refuses an admin without a second factor until one is set up, and a session that proved none', async () => {
    const admin = await signUpAdminWithoutFactor(t, 'bareadmin');
    const refused = await call('GET', '/api/users', admin);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'TWO_FACTOR_SETUP_REQUIRED',
      error: TWO_FACTOR_MESSAGES.setupRequired,
      secondFactorSetupRequired: true,
    });
    const enrolled = await enrolTotp(t, admin);
    expect((await call('GET', '/api/users', enrolled)).statusCode).toBe(200);

    // The token from before still works for its owner, but not as an admin's: it proved no factor.
    const unproved = await eventually(async () => (await call('GET', '/api/users', admin)).json(), {
      what: 'the authenticator app in the read model',
      accept: (body) => body.code !== 'TWO_FACTOR_SETUP_REQUIRED',
    });
    expect(unproved).toMatchObject({
      code: 'TWO_FACTOR_REQUIRED',
      error: TWO_FACTOR_MESSAGES.secondFactorRequired,
      secondFactorSetupRequired: false,
    });
    expect((await call('GET', '/api/users/me', admin)).statusCode).toBe(200);
  });

  it('asks a factor older than 10 minutes again before deleting or issuing, then goes ahead', async () => {
    const admin = await signUpAdmin(t, 'staleadmin');
    const member = await signUp(t, 'stepmember');
    advance(11 * MINUTE);
    const deleting = await call('DELETE', `/api/users/${member.id}`, admin);
    const issuing = await post('/api/licenses', { userId: member.id, accountNumber: 92001 }, admin);
    for (const refused of [deleting, issuing]) {
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({
        code: 'STEP_UP_REQUIRED',
        error: 'Confirm it is you: enter a code from your authenticator app.',
      });
    }
    // A wrong code changes nothing.
    const wrong = await post('/api/users/me/second-factor', { code: wrongCode(admin.totpSecret!) }, admin);
    expect(wrong.statusCode).toBe(400);

    const stepped = await post('/api/users/me/second-factor', { code: freshCode(admin) }, admin);
    expect(stepped.statusCode, stepped.body).toBe(200);
    const fresh = { ...admin, auth: bearer(stepped.json().token) };
    expect((await post('/api/licenses', { userId: member.id, accountNumber: 92001 }, fresh)).statusCode).toBe(
      201,
    );
    expect((await call('DELETE', `/api/users/${member.id}`, fresh)).statusCode).toBe(200);
  });

  it("lists the account's sessions, the caller's marked current", async () => {
    const owner = await enrolTotp(t, await signUp(t, 'lister'));
    const other = await signIn(owner);
    const seenByOwner = (await securityOf(owner)).sessions;
    const seenByOther = (await securityOf(other)).sessions;
    expect(seenByOwner).toHaveLength(2);
    expect(seenByOwner.filter((session: { current: boolean }) => session.current)).toHaveLength(1);
    const currentOf = (sessions: { id: string; current: boolean }[]) =>
      sessions.find((session) => session.current)!.id;
    expect(currentOf(seenByOwner)).not.toBe(currentOf(seenByOther));
    expect(seenByOther.find((session: { current: boolean }) => session.current)).toMatchObject({
      method: 'password',
      secondFactorAt: t.clock.now.toISOString(),
    });
  });
});

describe('removing and replacing factors', () => {
  it('removes the authenticator app with a code: recovery codes go with it, sign-in asks no code', async () => {
    const owner = await enrolTotp(t, await signUp(t, 'remover'));
    const wrong = await post('/api/users/me/totp/disable', { code: wrongCode(owner.totpSecret!) }, owner);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('TWO_FACTOR_CODE_INVALID');

    const removed = await post('/api/users/me/totp/disable', { code: freshCode(owner) }, owner);
    expect(removed.json()).toEqual({ success: true, message: 'Authenticator app removed' });
    expect(await securityOf(owner)).toMatchObject({ totpEnabled: false, recoveryCodesLeft: 0 });
    const login = await passwordLogin(owner);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ token: expect.any(String) });
    expect(login.json().twoFactorRequired).toBeUndefined();
  });

  it("refuses to remove an admin's last factor", async () => {
    const admin = await signUpAdmin(t, 'keeper');
    const refused = await post('/api/users/me/totp/disable', { code: freshCode(admin) }, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'SECOND_FACTOR_REQUIRED_FOR_ADMINS',
      error: 'Admins must keep at least one second factor',
    });
    expect((await securityOf(admin)).totpEnabled).toBe(true);
  });

  it('replaces the recovery codes: the old ones no longer sign in, the new ones do', async () => {
    const owner = await enrolTotp(t, await signUp(t, 'renewer'));
    const renewed = await post('/api/users/me/recovery-codes', { code: freshCode(owner) }, owner);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh: string[] = renewed.json().recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((code) => owner.recoveryCodes!.includes(code))).toEqual([]);

    const old = await secondStep(await challengeOf(owner), { recoveryCode: owner.recoveryCodes![0]! });
    expect(old.statusCode).toBe(401);
    expect(old.json().code).toBe('RECOVERY_CODE_INVALID');
    const replaced = await secondStep(await challengeOf(owner), { recoveryCode: fresh[0]! });
    expect(replaced.statusCode, replaced.body).toBe(200);
  });
});

describe('password and sessions', () => {
  it("changes the password knowing the current one: the caller's new token works, other sessions end", async () => {
    const owner = await signUp(t, 'changer');
    const elsewhere = await passwordLogin(owner);
    const other = { auth: bearer(elsewhere.json().token) };
    expect((await call('GET', '/api/users/me', other)).statusCode).toBe(200);

    const wrong = await post(
      '/api/users/me/password',
      { currentPassword: 'Wrong!Passw0rd', newPassword: 'N3w!Trading-Robot' },
      owner,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'PASSWORD_INCORRECT',
      error: 'Current password is incorrect',
    });

    const changed = await post(
      '/api/users/me/password',
      { currentPassword: PASSWORD, newPassword: 'N3w!Trading-Robot' },
      owner,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ success: true, message: 'Password changed' });
    expect((await call('GET', '/api/users/me', { auth: bearer(changed.json().token) })).statusCode).toBe(200);
    expect((await call('GET', '/api/users/me', other)).statusCode).toBe(401);
    expect((await passwordLogin(owner, 'N3w!Trading-Robot')).statusCode).toBe(200);
    expect((await passwordLogin(owner)).statusCode).toBe(401);
  });

  it("signs out every other session; the caller's new token works", async () => {
    const owner = await signUp(t, 'ender');
    const other = { auth: bearer((await passwordLogin(owner)).json().token) };
    const ended = await post('/api/users/me/sessions/end-others', {}, owner);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ success: true, message: 'Signed out of all other sessions' });
    expect((await call('GET', '/api/users/me', { auth: bearer(ended.json().token) })).statusCode).toBe(200);
    expect((await call('GET', '/api/users/me', other)).statusCode).toBe(401);
  });
});

describe("an admin resetting someone's second factor", () => {
  it('ends their sessions, lets them sign in with the password alone, emails them, and is audited', async () => {
    const admin = await signUpAdmin(t, 'resetter');
    const person = await enrolTotp(t, await signUp(t, 'locked'));
    expect((await call('GET', '/api/users/me', person)).statusCode).toBe(200);

    const reset = await post(`/api/users/${person.id}/two-factor/reset`, {}, admin);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual({ success: true, message: 'Two-factor authentication reset' });
    expect((await call('GET', '/api/users/me', person)).statusCode).toBe(401);
    const login = await passwordLogin(person);
    expect(login.statusCode).toBe(200);
    expect(login.json().token).toEqual(expect.any(String));

    const mail = await t.mailbox.next(`${person.username}@example.com`, /was reset/);
    expect(mail.subject).toBe('Your two-factor authentication was reset');
    const entries = await eventually(
      async () =>
        (await call('GET', `/api/audit?type=SecondFactorsReset&userId=${person.id}`, admin)).json().events,
      { what: 'the reset in the audit trail', accept: (events) => events?.length === 1 },
    );
    expect(entries[0]).toMatchObject({
      type: 'SecondFactorsReset',
      entity: { type: 'user', id: person.id },
      actor: `admin:${admin.id}`,
      data: { resetBy: admin.id },
    });
  });

  it('refuses an admin resetting their own', async () => {
    const admin = await signUpAdmin(t, 'selfreset');
    const refused = await post(`/api/users/${admin.id}/two-factor/reset`, {}, admin);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(TWO_FACTOR_MESSAGES.resetOwn);
    expect((await securityOf(admin)).totpEnabled).toBe(true);
  });
});

describe('what the log and the audit trail keep', () => {
  async function totpEnabledOf(userId: string) {
    for await (const event of t.store.readStream(userStream(userId)))
      if (event.type === 'TotpEnabled') return event.data as { secret: string; recoveryCodeHashes: string[] };
    throw new Error('no TotpEnabled event');
  }

  it('keeps the secret sealed in the log, and unreadable once the account is deleted', async () => {
    const admin = await signUpAdmin(t, 'eraser');
    const person = await enrolTotp(t, await signUp(t, 'erased'));
    const secret = person.totpSecret!;
    const rawText = async () =>
      (
        await t.database.pool.query<{ data: string }>(
          `select data::text as data from events where stream_id = $1 and type = 'TotpEnabled'`,
          [userStream(person.id)],
        )
      ).rows.map((row) => row.data);

    expect((await totpEnabledOf(person.id)).secret).toBe(secret);
    const [raw] = await rawText();
    expect(raw).toBeDefined();
    expect(raw).not.toContain(secret);
    expect(JSON.parse(raw!).secret).not.toBe(secret);

    expect((await call('DELETE', `/api/users/${person.id}`, admin)).statusCode).toBe(200);
    await eventually(() => t.personalDataKeys.existingKey(person.id), {
      what: 'the personal data key erased',
      accept: (key) => key === null,
    });
    expect((await totpEnabledOf(person.id)).secret).toBe(ERASED);
    expect((await rawText()).join('')).not.toContain(secret);
  });

  it('shows neither the secret nor any recovery code hash in the audit trail', async () => {
    const admin = await signUpAdmin(t, 'auditor');
    const person = await enrolTotp(t, await signUp(t, 'audited'));
    const used = await secondStep(await challengeOf(person), { recoveryCode: person.recoveryCodes![0]! });
    expect(used.statusCode).toBe(200);
    const renewed = await post('/api/users/me/recovery-codes', { code: freshCode(person) }, person);
    const codes = [...person.recoveryCodes!, ...renewed.json().recoveryCodes];
    const secrets = [person.totpSecret!, ...codes, ...codes.map(recoveryCodeHash)];

    type Entry = { type: string; data: Record<string, unknown> };
    const trail = await eventually(
      async (): Promise<Entry[]> =>
        (await call('GET', `/api/audit?userId=${person.id}&limit=100`, admin)).json().events ?? [],
      {
        what: "the person's factors in the audit trail",
        accept: (events) =>
          ['TotpEnabled', 'SecondFactorUsed', 'RecoveryCodesGenerated'].every((type) =>
            events.some((event) => event.type === type),
          ),
      },
    );
    const enabled = trail.find((event) => event.type === 'TotpEnabled');
    expect(enabled?.data).toMatchObject({ secret: '[redacted]', recoveryCodeHashes: '[redacted]' });
    const shown = JSON.stringify(trail).toLowerCase();
    expect(secrets.filter((secret) => shown.includes(secret.toLowerCase()))).toEqual([]);

    const { rows } = await t.database.pool.query<{ data: string }>(
      'select data::text as data from audit_log where stream_id = $1',
      [userStream(person.id)],
    );
    const stored = rows
      .map((row) => row.data)
      .join('\n')
      .toLowerCase();
    expect(stored).toContain('[redacted]');
    expect(secrets.filter((secret) => stored.includes(secret.toLowerCase()))).toEqual([]);
  });
});
