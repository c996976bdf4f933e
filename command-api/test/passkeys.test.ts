// Passkeys through the API with a software authenticator: registering (once per credential), listing,
// renaming and removing them, signing in with one as the second factor or alone, a step-up, and the
// refusals: a replayed answer, a counter going back, someone else's passkey, an admin's last factor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../src/users/two-factor/totp.js';
import { enrolTotp, type Session, signUp, signUpAdmin } from './helpers/sessions.js';
import {
  createSoftwareAuthenticator,
  type SoftwareAuthenticator,
  type SoftwarePasskey,
} from './helpers/software-authenticator.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const PASSWORD = 'Tr4ding!Robot';

let t: TestApp;
let authenticator: SoftwareAuthenticator;

beforeAll(async () => {
  t = await createTestApp();
  // The test app's PUBLIC_URL: the relying party's id and origin.
  authenticator = createSoftwareAuthenticator('http://shop.test');
}, 60_000);
afterAll(async () => t?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function post(url: string, payload: object, session?: Pick<Session, 'auth'>) {
  return t.app.inject({ method: 'POST', url, payload, headers: session?.auth });
}

async function registrationOptions(session: Session) {
  const response = await post('/api/users/me/passkeys/options', {}, session);
  expect(response.statusCode).toBe(200);
  return response.json() as {
    passkeyToken: string;
    options: { challenge: string; user: { id: string }; excludeCredentials: { id: string }[] };
  };
}

/** Registers a passkey; the session's token is replaced by the answer's. */
async function register(session: Session, name = 'Laptop') {
  const { passkeyToken, options } = await registrationOptions(session);
  const { passkey, credential } = authenticator.register(options);
  const response = await post('/api/users/me/passkeys', { passkeyToken, name, credential }, session);
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json();
  session.token = body.token;
  session.auth = bearer(body.token);
  return { passkey, id: body.passkey.id as string, body };
}

async function signInOptions(challengeToken?: string) {
  const response = await post('/api/users/login/passkey/options', challengeToken ? { challengeToken } : {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    passkeyToken: string;
    options: { challenge: string; allowCredentials?: { id: string }[]; userVerification: string };
  };
}

async function security(session: Session) {
  return (await t.app.inject({ method: 'GET', url: '/api/users/me/security', headers: session.auth })).json()
    .security;
}

async function passwordStep(session: Session) {
  const response = await post('/api/users/login', { username: session.username, password: PASSWORD });
  return response.json() as { twoFactorRequired?: true; challengeToken: string; methods: string[] };
}

describe('registering a passkey', () => {
  let owner: Session;
  let registered: { passkey: SoftwarePasskey; id: string };

  beforeAll(async () => {
    owner = await signUp(t, 'pkowner');
    registered = await register(owner, '  Work laptop  ');
  });

  it('answers the passkey and a token that works, and lists it with the account security', async () => {
    const list = (await security(owner)).passkeys;
    expect(list).toEqual([
      { id: registered.id, name: 'Work laptop', createdAt: expect.any(String), lastUsedAt: null },
    ]);
  });

  it('offers the account its own email and excludes its passkeys in the next creation options', async () => {
    const { options } = await registrationOptions(owner);
    expect(options).toMatchObject({
      rp: { id: 'shop.test', name: 'MT5 Robot' },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    });
    expect(Buffer.from(options.user.id, 'base64url').toString()).toBe(owner.id);
    expect(options.excludeCredentials.map((credential) => credential.id)).toEqual([
      registered.passkey.credentialId,
    ]);
  });

  it('refuses the same credential a second time, for the same account or another', async () => {
    const again = await registrationOptions(owner);
    const { credential } = authenticator.register(again.options, registered.passkey);
    const twice = await post(
      '/api/users/me/passkeys',
      { passkeyToken: again.passkeyToken, name: 'Again', credential },
      owner,
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('PASSKEY_EXISTS');

    const other = await signUp(t, 'pkthief');
    const theirs = await registrationOptions(other);
    const stolen = authenticator.register(theirs.options, registered.passkey).credential;
    const taken = await post(
      '/api/users/me/passkeys',
      { passkeyToken: theirs.passkeyToken, name: 'Mine', credential: stolen },
      other,
    );
    expect(taken.statusCode).toBe(409);
    expect((await security(other)).passkeys).toEqual([]);
  });

  it('counts the registration as a second factor only for a session that had proved one, or an account without one', async () => {
    const secondFactorAt = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sfa as number | undefined;
    expect(secondFactorAt(owner.token)).toEqual(expect.any(Number));

    const earlier = await signUp(t, 'pkearlier');
    const later = await post('/api/users/login', { username: earlier.username, password: PASSWORD });
    await enrolTotp(t, { ...earlier, token: later.json().token, auth: bearer(later.json().token) });
    // `earlier` signed in before the authenticator app was set up: its session never proved it.
    await register(earlier);
    expect(secondFactorAt(earlier.token)).toBeUndefined();
  });

  it('refuses an answer to another ceremony, and a ceremony answered twice', async () => {
    const first = await registrationOptions(owner);
    const second = await registrationOptions(owner);
    const wrongChallenge = authenticator.register(first.options).credential;
    const refused = await post(
      '/api/users/me/passkeys',
      { passkeyToken: second.passkeyToken, name: 'Wrong', credential: wrongChallenge },
      owner,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'PASSKEY_INVALID', error: 'Passkey verification failed' });
    const reused = await post(
      '/api/users/me/passkeys',
      {
        passkeyToken: second.passkeyToken,
        name: 'Again',
        credential: authenticator.register(second.options).credential,
      },
      owner,
    );
    expect(reused.statusCode).toBe(400);
  });

  it('renames it (trimmed, "Passkey" when empty); another user gets 404 for it', async () => {
    const url = `/api/users/me/passkeys/${registered.id}`;
    const renamed = await t.app.inject({
      method: 'PATCH',
      url,
      headers: owner.auth,
      payload: { name: ' Phone ' },
    });
    expect(renamed.json()).toMatchObject({ success: true, passkey: { id: registered.id, name: 'Phone' } });
    const emptied = await t.app.inject({
      method: 'PATCH',
      url,
      headers: owner.auth,
      payload: { name: '   ' },
    });
    expect(emptied.json().passkey.name).toBe('Passkey');

    const other = await signUp(t, 'pkother');
    const patch = await t.app.inject({
      method: 'PATCH',
      url,
      headers: other.auth,
      payload: { name: 'Mine' },
    });
    const remove = await t.app.inject({ method: 'DELETE', url, headers: other.auth });
    expect([patch.statusCode, remove.statusCode]).toEqual([404, 404]);
    expect((await security(owner)).passkeys).toHaveLength(1);
  });
});

describe('signing in with a passkey', () => {
  let owner: Session;
  let passkey: SoftwarePasskey;

  beforeAll(async () => {
    owner = await signUp(t, 'pksigner');
    ({ passkey } = await register(owner));
  });

  it('finishes a password sign-in as its second factor', async () => {
    const step = await passwordStep(owner);
    expect(step).toMatchObject({ twoFactorRequired: true, methods: ['passkey'] });
    const { passkeyToken, options } = await signInOptions(step.challengeToken);
    expect(options.allowCredentials?.map((credential) => credential.id)).toEqual([passkey.credentialId]);
    const credential = authenticator.authenticate(passkey, options);
    const signedIn = await post('/api/users/login/passkey', {
      passkeyToken,
      challengeToken: step.challengeToken,
      credential,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const session = { ...owner, auth: bearer(signedIn.json().token) };
    const { sessions, passkeys } = await security(session);
    expect(sessions[0]).toMatchObject({
      method: 'password',
      current: true,
      secondFactorAt: expect.any(String),
    });
    expect(passkeys[0].lastUsedAt).not.toBeNull();
  });

  it('signs in with the passkey alone, and refuses the same answer replayed', async () => {
    const { passkeyToken, options } = await signInOptions();
    expect(options.userVerification).toBe('required');
    expect(options.allowCredentials ?? []).toEqual([]);
    const body = { passkeyToken, credential: authenticator.authenticate(passkey, options) };
    const signedIn = await post('/api/users/login/passkey', body);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().user.username).toBe(owner.username);
    const session = { ...owner, auth: bearer(signedIn.json().token) };
    expect((await security(session)).sessions[0]).toMatchObject({ method: 'passkey', current: true });

    const replayed = await post('/api/users/login/passkey', body);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({ code: 'PASSKEY_INVALID', error: 'Passkey verification failed' });
  });

  it('refuses a counter that went back, as a cloned authenticator', async () => {
    const { passkeyToken, options } = await signInOptions();
    const cloned = authenticator.authenticate(passkey, options, passkey.signCount - 1);
    const refused = await post('/api/users/login/passkey', { passkeyToken, credential: cloned });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('PASSKEY_INVALID');
  });

  it("counts passkeys that fail against the account's limit, as wrong codes", async () => {
    const target = await signUp(t, 'pklimited');
    const { passkey: theirs } = await register(target);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const { passkeyToken } = await signInOptions();
      const otherChallenge = authenticator.authenticate(theirs, { challenge: 'YW5vdGhlci1jZXJlbW9ueQ' });
      const answer = { passkeyToken, credential: otherChallenge };
      statuses.push((await post('/api/users/login/passkey', answer)).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    const { passkeyToken, options } = await signInOptions();
    const right = authenticator.authenticate(theirs, options);
    expect((await post('/api/users/login/passkey', { passkeyToken, credential: right })).statusCode).toBe(
      429,
    );
  });

  it('refuses a passkey the account does not hold as the second factor of its sign-in', async () => {
    const stranger = await signUp(t, 'pkstranger');
    const strangers = await register(stranger);
    const step = await passwordStep(owner);
    const { passkeyToken, options } = await signInOptions(step.challengeToken);
    const credential = authenticator.authenticate(strangers.passkey, options);
    const refused = await post('/api/users/login/passkey', {
      passkeyToken,
      challengeToken: step.challengeToken,
      credential,
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('PASSKEY_INVALID');
  });

  it('steps up with the passkey; a replayed step-up is refused with 400', async () => {
    const optionsResponse = await post('/api/users/me/second-factor/passkey/options', {}, owner);
    const { passkeyToken, options } = optionsResponse.json();
    const body = { passkeyToken, credential: authenticator.authenticate(passkey, options) };
    const stepped = await post('/api/users/me/second-factor/passkey', body, owner);
    expect(stepped.statusCode, stepped.body).toBe(200);
    expect(stepped.json().token).toEqual(expect.any(String));
    const replayed = await post('/api/users/me/second-factor/passkey', body, owner);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().code).toBe('PASSKEY_INVALID');
  });
});

describe('removing a passkey', () => {
  it('removes it: the account signs in with its password alone and the passkey no longer works', async () => {
    const owner = await signUp(t, 'pkremover');
    const { passkey, id } = await register(owner);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/me/passkeys/${id}`,
      headers: owner.auth,
    });
    expect(removed.json()).toEqual({ success: true, message: 'Passkey removed' });
    expect((await security(owner)).passkeys).toEqual([]);
    expect((await passwordStep(owner)).twoFactorRequired).toBeUndefined();

    const { passkeyToken, options } = await signInOptions();
    const refused = await post('/api/users/login/passkey', {
      passkeyToken,
      credential: authenticator.authenticate(passkey, options),
    });
    expect(refused.statusCode).toBe(401);
  });

  it("signs nobody in with a deleted account's passkey", async () => {
    const [admin, owner] = await Promise.all([signUpAdmin(t, 'pkdeleter'), signUp(t, 'pkdeleted')]);
    const { passkey } = await register(owner);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${owner.id}`,
      headers: admin.auth,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const { passkeyToken, options } = await signInOptions();
    const refused = await post('/api/users/login/passkey', {
      passkeyToken,
      credential: authenticator.authenticate(passkey, options),
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('PASSKEY_INVALID');
  });

  it("refuses to remove an admin's last second factor", async () => {
    const admin = await signUpAdmin(t, 'pkadmin');
    const { id } = await register(admin);
    // The authenticator app goes first, with a code from a step not used yet.
    t.clock.now = new Date(t.clock.now.getTime() + 30_000);
    const disabled = await post(
      '/api/users/me/totp/disable',
      { code: totpCode(admin.totpSecret!, t.clock.now) },
      admin,
    );
    expect(disabled.statusCode, disabled.body).toBe(200);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/me/passkeys/${id}`,
      headers: admin.auth,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('SECOND_FACTOR_REQUIRED_FOR_ADMINS');
    expect((await security(admin)).passkeys).toHaveLength(1);
  });
});
