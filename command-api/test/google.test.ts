// Google sign-in end to end against a real OpenID provider (oidc-provider) standing in for Google,
// driven like a browser: app → provider login and consent pages → callback → session.
import { createHash, generateKeyPairSync } from 'node:crypto';
import { createServer, type RequestListener, type Server } from 'node:http';
import { type Config, emailReservation } from '@shop/infra';
import type { FastifyInstance } from 'fastify';
// @ts-expect-error oidc-provider ships no type declarations (and @types/oidc-provider is not installed).
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../infra/src/postgres/free-port.js';
import { buildApp } from '../src/app.js';
import { findOwner } from '../src/users/directory.js';
import { type PendingSignIn, signInCookieCodec } from '../src/users/google-cookie.js';
import { enrolTotp, signUp } from './helpers/sessions.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const CLIENT = { id: 'shop-client', secret: 'shop-client-secret' };
const CALLBACK = 'http://shop.test/api/auth/google/callback';
const PASSWORD = 'Tr4ding!Robot';

interface GooglePerson {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

/** People the stand-in Google knows, by the login typed on its dev login page. */
const people = new Map<string, GooglePerson>();
let counter = 0;
function person(overrides: Partial<GooglePerson> = {}): GooglePerson & { login: string } {
  counter += 1;
  const login = `g${counter}-${Date.now()}`;
  const entry = {
    sub: `sub-${login}`,
    email: `${login}@gmail.test`,
    email_verified: true,
    name: `Person ${counter}`,
    ...overrides,
  };
  people.set(login, entry);
  return { ...entry, login };
}

async function startProvider(port: number): Promise<Server> {
  const jwk = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const provider: { callback(): RequestListener } = new Provider(`http://127.0.0.1:${port}`, {
    clients: [
      {
        client_id: CLIENT.id,
        client_secret: CLIENT.secret,
        redirect_uris: [CALLBACK],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...jwk, alg: 'RS256', use: 'sig', kid: 'test' }] },
    cookies: { keys: ['provider-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Like Google: the ID token itself carries email and name.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    findAccount: async (_ctx: unknown, id: string) => {
      const found = people.get(id);
      return found && { accountId: id, claims: async () => found };
    },
  });
  const server = createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

async function closeServer(server: Server | undefined) {
  if (!server) return;
  // fetch keeps connections alive; close() alone would wait for them.
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

/** Just enough browser for the provider's pages: one cookie jar and redirects followed by hand. */
function browser() {
  const jar = new Map<string, string>();
  function remember(setCookie: string) {
    const [pair = '', ...attributes] = setCookie.split(';');
    const at = pair.indexOf('=');
    const [name, value] = [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
    const expired = value === '' || attributes.some((a) => /^\s*(max-age=0|expires=.*1970)/i.test(a));
    if (expired) jar.delete(name);
    else jar.set(name, value);
  }
  return async (url: URL, form?: Record<string, string>) => {
    const headers: Record<string, string> = {
      cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    };
    const response = await fetch(
      url,
      form
        ? { method: 'POST', body: new URLSearchParams(form), headers, redirect: 'manual' }
        : { headers, redirect: 'manual' },
    );
    for (const line of response.headers.getSetCookie()) remember(line);
    return response;
  };
}

/**
 * Signs `login` in at the provider from its authorization URL (dev login form, then consent form)
 * and answers where the provider finally sends the browser back to the shop. `abort` declines instead.
 */
async function signInAtProvider(
  authorizationUrl: string,
  login: string,
  { abort = false } = {},
): Promise<URL> {
  const visit = browser();
  let url = new URL(authorizationUrl);
  let response = await visit(url);
  for (let step = 0; step < 12; step += 1) {
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      if (url.origin === 'http://shop.test') return url;
      response = await visit(url);
      continue;
    }
    const page = await response.text();
    expect(response.status, page).toBe(200);
    const action = new URL(/<form[^>]*action="([^"]+)"/.exec(page)![1]!, url);
    const prompt = /name="prompt" value="(\w+)"/.exec(page)![1]!;
    if (abort) response = await visit(new URL(`${action.href}/abort`));
    else response = await visit(action, prompt === 'login' ? { prompt, login, password: 'any' } : { prompt });
    url = action;
  }
  throw new Error('the provider never sent the browser back');
}

let t: TestApp;
let server: Server | undefined;
let port: number;

beforeAll(async () => {
  port = await findFreePort();
  server = await startProvider(port);
  t = await createTestApp({
    env: {
      GOOGLE_CLIENT_ID: CLIENT.id,
      GOOGLE_CLIENT_SECRET: CLIENT.secret,
      GOOGLE_ISSUER: `http://127.0.0.1:${port}`,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await closeServer(server);
});

const address = () => `10.3.0.${counter % 250}`;
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
/** What the app's `google_sign_in=…` cookie holds, opened the way the routes open it. */
const pendingIn = (cookie: string) =>
  signInCookieCodec(t.app.deps.keys.cookieSecret).open(
    decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)),
    t.clock.now,
  )!;
/** A cookie sealed by the routes' own codec, with the app's secret unless told otherwise. */
const cookieHolding = (pending: PendingSignIn, secret = t.app.deps.keys.cookieSecret) =>
  `google_sign_in=${encodeURIComponent(signInCookieCodec(secret).seal(pending))}`;

/** The suite's dependencies with other settings: nothing else to start or stop, unlike a second test app. */
const appWith = (config: Partial<Config>) =>
  buildApp({ ...t.app.deps, config: { ...t.app.deps.config, ...config } });

/** Starts sign-in on the app: the provider's authorization URL and the cookie as the browser would send it back. */
async function startSignIn(app: FastifyInstance = t.app) {
  const response = await app.inject({ method: 'GET', url: '/api/auth/google', remoteAddress: address() });
  expect(response.statusCode).toBe(302);
  const setCookie = String(response.headers['set-cookie']);
  return { location: String(response.headers.location), setCookie, cookie: setCookie.split(';')[0]! };
}

const callback = (returned: URL, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: `${returned.pathname}${returned.search}`,
    headers: cookie ? { cookie } : {},
    remoteAddress: address(),
  });

/** The whole round trip for one Google person; answers the app's final redirect. */
async function signInWithGoogle(who: { login: string }) {
  const { location, cookie } = await startSignIn();
  return callback(await signInAtProvider(location, who.login), cookie);
}

type Redirect = { statusCode: number; headers: Record<string, unknown> };

/** The one-time code the callback puts in the address, and the cookie it binds that code to. */
function handOffFrom(response: Redirect): { code: string; cookie: string; setCookie: string } {
  expect(response.statusCode).toBe(302);
  const location = new URL(String(response.headers.location), 'http://shop.test');
  expect(location.pathname).toBe('/dashboard');
  const setCookie = [response.headers['set-cookie']]
    .flat()
    .map(String)
    .find((line) => line.startsWith('google_hand_off='));
  expect(setCookie).toBeDefined();
  return {
    code: location.searchParams.get('token')!,
    cookie: setCookie!.split(';')[0]!,
    setCookie: setCookie!,
  };
}

/** The web app's exchange of the code for the session, with the browser's cookie when given. */
const exchange = (code: unknown, cookie?: string, remoteAddress = address()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/google/session',
    payload: { code },
    headers: cookie ? { cookie } : {},
    remoteAddress,
  });

/** Follows the callback's redirect the way the web app does: exchanges the code for the session token. */
async function sessionFrom(response: Redirect): Promise<string> {
  const { code, cookie } = handOffFrom(response);
  const exchanged = await exchange(code, cookie);
  expect(exchanged.statusCode, exchanged.body).toBe(200);
  expect(exchanged.json()).toEqual({ success: true, token: expect.any(String) });
  return exchanged.json().token;
}

function loginError(response: Redirect): string | null {
  expect(response.statusCode).toBe(302);
  const location = new URL(String(response.headers.location), 'http://shop.test');
  expect(location.pathname).toBe('/login');
  expect(location.searchParams.has('token')).toBe(false);
  return location.searchParams.get('error');
}

/** Events of the account holding `email`, if any: a refused sign-in must leave none behind. */
/** The account's events, found through its email reservation (the email itself is sealed in the log). */
async function eventsFor(email: string): Promise<string[]> {
  const userId = await findOwner(t.store, emailReservation(email));
  const types: string[] = [];
  if (userId) for await (const event of t.store.readStream(`user-${userId}`)) types.push(event.type);
  return types;
}

const loggedInCount = async () =>
  (
    await t.database.pool.query<{ n: number }>(
      `select count(*)::int as n from events where type = 'UserLoggedIn'`,
    )
  ).rows[0]!.n;

describe('starting Google sign-in', () => {
  it('redirects to the provider with PKCE, state and nonce, keeping them in a short-lived signed cookie', async () => {
    const { location, setCookie, cookie } = await startSignIn();
    const url = new URL(location);
    expect(url.origin).toBe(`http://127.0.0.1:${port}`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: CLIENT.id,
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: CALLBACK,
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      state: expect.any(String),
      nonce: expect.any(String),
    });
    expect(setCookie).toMatch(/Max-Age=600/);
    expect(setCookie).toMatch(/Path=\/api\/auth\/google(;|$)/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);
    expect(pendingIn(cookie)).toMatchObject({
      state: url.searchParams.get('state'),
      nonce: url.searchParams.get('nonce'),
    });
  });

  it('marks the cookie Secure when the public address is https', async () => {
    const https = await appWith({ publicUrl: 'https://shop.test' });
    try {
      const { location, setCookie } = await startSignIn(https);
      expect(setCookie).toMatch(/; Secure/);
      expect(new URL(location).searchParams.get('redirect_uri')).toBe(
        'https://shop.test/api/auth/google/callback',
      );
    } finally {
      await https.close();
    }
  });

  it('lists both routes in the OpenAPI document under accounts', async () => {
    const { paths } = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(paths['/api/auth/google'].get.tags).toEqual(['accounts']);
    const callbackDoc = paths['/api/auth/google/callback'].get;
    expect(callbackDoc.tags).toEqual(['accounts']);
    expect(callbackDoc.parameters.map((parameter: { name: string }) => parameter.name).sort()).toEqual([
      'code',
      'error',
      'state',
    ]);
  });

  it('limits sign-in starts per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      statuses.push(
        (await t.app.inject({ method: 'GET', url: '/api/auth/google', remoteAddress: '10.3.2.1' }))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 30).every((status) => status === 302)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('completing Google sign-in', () => {
  it('creates a Google account and hands the web app a working session token', async () => {
    const google = person({ name: 'Ann Google' });
    const token = await sessionFrom(await signInWithGoogle(google));
    const current = await me(token);
    expect(current.statusCode).toBe(200);
    expect(current.json().user).toMatchObject({
      username: google.login,
      email: google.email,
      roles: ['user'],
      emailVerified: true,
      authMethod: 'google',
    });
    expect(await eventsFor(google.email)).toEqual(['UserRegistered', 'UserLoggedIn']);

    // Signing in again finds the same account.
    const again = await sessionFrom(await signInWithGoogle(google));
    expect((await me(again)).json().user._id).toBe(current.json().user._id);
  });

  it('links an existing password account with the same email and signs it in', async () => {
    const google = person();
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { username: `pw${counter}x`, email: google.email.toUpperCase(), password: PASSWORD },
      remoteAddress: address(),
    });
    expect(registered.statusCode).toBe(201);

    const token = await sessionFrom(await signInWithGoogle(google));
    // The read model already holds the registration and follows the link within moments.
    await expect.poll(async () => (await me(token)).json().user.emailVerified).toBe(true);
    const { user } = (await me(token)).json();
    expect(user).toMatchObject({
      username: `pw${counter}x`,
      email: google.email.toUpperCase(),
      authMethod: 'password',
    });
    expect(await eventsFor(google.email)).toEqual(
      expect.arrayContaining(['GoogleAccountLinked', 'UserLoggedIn']),
    );
  });

  it('takes the password and every session away from whoever registered the address without proving it', async () => {
    const google = person();
    const squatter = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { username: `sq${counter}x`, email: google.email, password: PASSWORD },
      remoteAddress: address(),
    });
    expect(squatter.statusCode).toBe(201);
    const squatterId = (await findOwner(t.store, emailReservation(google.email)))!;
    // A session the account held before the owner came (issued as the app issues them).
    const earlier = await t.app.sessions.issue({ userId: squatterId, generation: 0 }, t.clock.now);
    expect((await me(earlier)).statusCode).toBe(200);

    const owner = await sessionFrom(await signInWithGoogle(google));
    expect((await me(owner)).json().user._id).toBe(squatterId);
    expect((await me(earlier)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: google.email, password: PASSWORD },
      remoteAddress: address(),
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({
      success: false,
      error:
        "This account was created with Google. Please use the 'Continue with Google' button below to sign in.",
    });
    expect(login.json().token).toBeUndefined();
    const linked = [];
    for await (const event of t.store.readStream(`user-${squatterId}`))
      if (event.type === 'GoogleAccountLinked') linked.push(event.data);
    expect(linked).toEqual([expect.objectContaining({ passwordRemoved: true, sessionsEnded: true })]);
  });

  it("keeps a verified owner's password, ends their other sessions and emails them about the link", async () => {
    const google = person();
    const remoteAddress = address();
    await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { username: `vo${counter}x`, email: google.email, password: PASSWORD },
      remoteAddress,
    });
    const link = /token=(\S+)/.exec((await t.mailbox.next(google.email, /Verify/)).text)![1]!;
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/users/verify-email',
      payload: { token: decodeURIComponent(link) },
      remoteAddress,
    });
    expect(verified.statusCode).toBe(200);
    const passwordLogin = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: google.email, password: PASSWORD },
        remoteAddress,
      });
    const before = (await passwordLogin()).json().token;
    expect((await me(before)).statusCode).toBe(200);

    const viaGoogle = await sessionFrom(await signInWithGoogle(google));
    expect((await me(viaGoogle)).statusCode).toBe(200);
    expect((await me(before)).statusCode).toBe(401);
    const after = await passwordLogin();
    expect(after.statusCode).toBe(200);
    expect(after.json().user.username).toBe(`vo${counter}x`);

    const mail = await t.mailbox.next(google.email, /Google/);
    expect(mail.subject).toBe('Google sign-in was linked to your account');
    expect(mail.text).toContain('If this was not you, reset your password');
    expect(mail.text).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
  });

  it('tells a Google-created account to use the Google button on password login', async () => {
    const google = person();
    await sessionFrom(await signInWithGoogle(google));
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: google.email, password: PASSWORD },
      remoteAddress: address(),
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({
      success: false,
      error:
        "This account was created with Google. Please use the 'Continue with Google' button below to sign in.",
      isGoogleUser: true,
    });
  });
});

describe('an account with a second factor', () => {
  it('gets a challenge instead of a session from Google, and the session after a recovery code', async () => {
    const owner = await enrolTotp(t, await signUp(t, 'googlefactor'));
    const email = `${owner.username}@example.com`;
    const google = person({ email });
    const logins = async () => (await eventsFor(email)).filter((type) => type === 'UserLoggedIn').length;
    const loginsBefore = await logins();
    const { code, cookie } = handOffFrom(await signInWithGoogle(google));
    const exchanged = await exchange(code, cookie);
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    expect(exchanged.json()).toEqual({
      success: true,
      twoFactorRequired: true,
      challengeToken: expect.any(String),
      methods: ['totp', 'recovery'],
      expiresAt: expect.any(String),
    });
    expect(await logins()).toBe(loginsBefore);

    const finished = await t.app.inject({
      method: 'POST',
      url: '/api/users/login/two-factor',
      payload: { challengeToken: exchanged.json().challengeToken, recoveryCode: owner.recoveryCodes![0] },
      remoteAddress: address(),
    });
    expect(finished.statusCode, finished.body).toBe(200);
    expect((await me(finished.json().token)).statusCode).toBe(200);
    expect(await logins()).toBe(loginsBefore + 1);
    expect(await eventsFor(email)).toContain('SecondFactorUsed');
  });
});

describe('refused Google sign-ins', () => {
  it('refuses a tampered state, issuing no session, while the untouched answer still works', async () => {
    const google = person();
    const { location, cookie } = await startSignIn();
    const returned = await signInAtProvider(location, google.login);
    const tampered = new URL(returned);
    tampered.searchParams.set('state', `${returned.searchParams.get('state')}x`);
    const before = await loggedInCount();

    expect(loginError(await callback(tampered, cookie))).toBe('google_failed');
    expect(await eventsFor(google.email)).toEqual([]);
    expect(await loggedInCount()).toBe(before);

    // Same code, verifier and nonce with the right state: so it was the state check that refused.
    expect(await sessionFrom(await callback(returned, cookie))).toBeTruthy();
  });

  it('refuses an ID token whose nonce is not the one this browser asked for', async () => {
    const flowA = await startSignIn();
    const flowB = await startSignIn();
    const victim = person();
    const returnedB = await signInAtProvider(flowB.location, victim.login);
    // B's own state and verifier, so state and PKCE pass; only the nonce is A's.
    const swapped = cookieHolding({ ...pendingIn(flowB.cookie), nonce: pendingIn(flowA.cookie).nonce });
    const before = await loggedInCount();

    expect(loginError(await callback(returnedB, swapped))).toBe('google_failed');
    expect(await eventsFor(victim.email)).toEqual([]);
    expect(await loggedInCount()).toBe(before);

    // Control: a cookie re-sealed from a flow's own values passes, so the nonce alone made the difference.
    const flowC = await startSignIn();
    const returnedC = await signInAtProvider(flowC.location, person().login);
    expect(await sessionFrom(await callback(returnedC, cookieHolding(pendingIn(flowC.cookie))))).toBeTruthy();
  });

  it('refuses a missing, a forged and an expired sign-in cookie', async () => {
    const expiredMessage = 'google_expired';
    const google = person();
    const { location, cookie } = await startSignIn();
    const returned = await signInAtProvider(location, google.login);
    const forged = cookieHolding(pendingIn(cookie), 'another-secret-entirely-0123456789');
    for (const sent of [undefined, forged]) {
      expect(loginError(await callback(returned, sent)), String(sent)).toBe(expiredMessage);
    }
    // The genuine cookie, come back after its ten minutes: refused even if the browser kept it.
    const realNow = t.clock.now;
    t.clock.now = new Date(realNow.getTime() + 10 * 60_000 + 1_000);
    try {
      expect(loginError(await callback(returned, cookie))).toBe(expiredMessage);
    } finally {
      t.clock.now = realNow;
    }
    expect(await eventsFor(google.email)).toEqual([]);
  });

  it('sends the person back to login when they decline at the provider', async () => {
    const { location, cookie } = await startSignIn();
    const returned = await signInAtProvider(location, person().login, { abort: true });
    expect(returned.searchParams.get('error')).toBe('access_denied');
    expect(loginError(await callback(returned, cookie))).toBe('google_cancelled');
  });

  it('refuses a Google address that Google has not verified', async () => {
    const google = person({ email_verified: false });
    expect(loginError(await signInWithGoogle(google))).toBe('google_email_not_verified');
    expect(await eventsFor(google.email)).toEqual([]);
  });

  it('sends a malformed callback to login instead of answering JSON', async () => {
    const response = await callback(new URL(`${CALLBACK}?code=${'x'.repeat(3000)}&state=s`));
    expect(loginError(response)).toBe('google_failed');
  });
});

describe('handing the session to the web app', () => {
  const sha256 = (value: string) => createHash('sha256').update(value).digest();
  const storedHandOffs = async (code: string) =>
    (
      await t.database.pool.query<{ n: number }>(
        'select count(*)::int as n from google_hand_offs where code_hash = $1',
        [sha256(code)],
      )
    ).rows[0]!.n;

  it('puts a one-time code in the address, not the session, bound to the browser by a short httpOnly cookie', async () => {
    const { code, setCookie } = handOffFrom(await signInWithGoogle(person()));
    expect(code).toMatch(/^[\w-]{43,}$/);
    expect(code.split('.')).toHaveLength(1);
    expect(setCookie).toMatch(/Path=\/api\/auth\/google(;|$)/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Max-Age=60(;|$)/);
    // Only the code's SHA-256 is kept.
    expect(await storedHandOffs(code)).toBe(1);
    const { rows } = await t.database.pool.query('select * from google_hand_offs');
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it("refuses an exchange without the browser's cookie or with another browser's, then once the code is used", async () => {
    const mine = handOffFrom(await signInWithGoogle(person()));
    const theirs = handOffFrom(await signInWithGoogle(person()));
    const withoutCookie = await exchange(mine.code);
    expect(withoutCookie.statusCode).toBe(401);
    expect(withoutCookie.json()).toMatchObject({
      success: false,
      error: 'This Google sign-in could not be finished in this browser. Please sign in with Google again.',
    });
    expect((await exchange(mine.code, theirs.cookie)).statusCode).toBe(401);

    const first = await exchange(mine.code, mine.cookie);
    expect(first.statusCode).toBe(200);
    expect((await me(first.json().token)).statusCode).toBe(200);
    const second = await exchange(mine.code, mine.cookie);
    expect(second.statusCode).toBe(401);
    expect(second.json().token).toBeUndefined();
    expect(await storedHandOffs(mine.code)).toBe(0);
  });

  it('redeems a code in another API process sharing the database, exactly once when both race for it', async () => {
    const other = await appWith({});
    try {
      const { code, cookie } = handOffFrom(await signInWithGoogle(person()));
      const race = await Promise.all(
        [t.app, other].map((app) =>
          app.inject({
            method: 'POST',
            url: '/api/auth/google/session',
            payload: { code },
            headers: { cookie },
            remoteAddress: address(),
          }),
        ),
      );
      expect(race.map((response) => response.statusCode).sort()).toEqual([200, 401]);
      const { code: next, cookie: nextCookie } = handOffFrom(await signInWithGoogle(person()));
      const elsewhere = await other.inject({
        method: 'POST',
        url: '/api/auth/google/session',
        payload: { code: next },
        headers: { cookie: nextCookie },
        remoteAddress: address(),
      });
      expect(elsewhere.statusCode).toBe(200);
      expect((await me(elsewhere.json().token)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('refuses an exchange after 60 seconds', async () => {
    const { code, cookie } = handOffFrom(await signInWithGoogle(person()));
    const realNow = t.clock.now;
    t.clock.now = new Date(realNow.getTime() + 61_000);
    try {
      const late = await exchange(code, cookie);
      expect(late.statusCode).toBe(401);
      expect(late.json().token).toBeUndefined();
    } finally {
      t.clock.now = realNow;
    }
  });

  it('refuses a malformed code with 400', async () => {
    const { cookie } = handOffFrom(await signInWithGoogle(person()));
    for (const code of [
      'short',
      'x'.repeat(300),
      'not/base64url+at+all=====================================',
      42,
    ]) {
      const response = await exchange(code, cookie);
      expect(response.statusCode, String(code)).toBe(400);
      expect(response.json().success).toBe(false);
    }
  });

  it('documents the exchange in the OpenAPI document under accounts', async () => {
    const { paths } = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const documented = paths['/api/auth/google/session'].post;
    expect(documented.tags).toEqual(['accounts']);
    expect(documented.requestBody.content['application/json'].schema.properties.code).toBeDefined();
  });

  it('limits exchanges per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1)
      statuses.push((await exchange('A'.repeat(43), undefined, '10.3.2.9')).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('servers where Google cannot be used', () => {
  it('sends the browser back to the login page, which says so, when Google sign-in is not configured', async () => {
    const bare = await appWith({ google: undefined });
    try {
      const response = await bare.inject({
        method: 'GET',
        url: '/api/auth/google',
        remoteAddress: '10.3.1.1',
      });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/login?error=google_not_configured');
      expect(response.headers['set-cookie']).toBeUndefined();
    } finally {
      await bare.close();
    }
  });

  it('answers a readable 502 page while the provider is unreachable, and retries discovery next time', async () => {
    const laterPort = await findFreePort();
    const waiting = await appWith({
      google: {
        clientId: CLIENT.id,
        clientSecret: CLIENT.secret,
        issuer: `http://127.0.0.1:${laterPort}`,
      },
    });
    let later: Server | undefined;
    try {
      const down = await waiting.inject({
        method: 'GET',
        url: '/api/auth/google',
        remoteAddress: '10.3.1.2',
      });
      expect(down.statusCode).toBe(502);
      expect(down.headers['content-type']).toMatch(/^text\/html/);
      expect(down.body).toContain('Google could not be reached');
      expect(down.body).toContain('href="/login"');

      later = await startProvider(laterPort);
      const { location } = await startSignIn(waiting);
      expect(new URL(location).origin).toBe(`http://127.0.0.1:${laterPort}`);
    } finally {
      await waiting.close();
      await closeServer(later);
    }
  });
});
