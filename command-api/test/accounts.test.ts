// Accounts end to end through the API: real PostgreSQL, real SMTP server, mails read and followed.
import { ACCOUNT_MESSAGES } from '@shop/command-api/contracts';
import { PASSWORD_MESSAGES, PASSWORD_MIN_GUESSES_LOG10, userStream } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const PASSWORD = 'Tr4ding!Robot';
const fresh = () => {
  counter += 1;
  return { username: `trader${counter}`, email: `Trader${counter}@Example.com`, password: PASSWORD };
};
// Each test speaks from its own address, so per-address limits do not leak between tests.
const post = (
  url: string,
  payload: object,
  headers: Record<string, string> = {},
  remoteAddress = `10.0.0.${counter}`,
) => t.app.inject({ method: 'POST', url, payload, headers, remoteAddress });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });

function linkToken(text: string, path: string): string {
  const match = new RegExp(`http://shop\\.test/${path}\\?token=(\\S+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return decodeURIComponent(match[1]!);
}

async function registerAndVerify(account = fresh()) {
  expect((await post('/api/users', account)).statusCode).toBe(201);
  const mail = await t.mailbox.next(account.email, /Verify/);
  expect(
    (await post('/api/users/verify-email', { token: linkToken(mail.text, 'verify-email') })).statusCode,
  ).toBe(200);
  return account;
}

async function login(identifier: { email?: string; username?: string }, password = PASSWORD) {
  return post('/api/users/login', { ...identifier, password });
}

describe('sign-up, verification email, login, current user', () => {
  it('registers, mails a working link, verifies, logs in and shows the user without secrets', async () => {
    const account = fresh();
    const registered = await post('/api/users', account);
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.registered });

    const mail = await t.mailbox.next(account.email, /Verify your email/);
    expect(mail.html).toContain('http://shop.test/verify-email?token=');
    const token = linkToken(mail.text, 'verify-email');
    const verified = await post('/api/users/verify-email', { token });
    expect(verified.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.verified });

    const loggedIn = await login({ email: account.email.toUpperCase() });
    expect(loggedIn.statusCode).toBe(200);
    const { token: session, user } = loggedIn.json();
    expect(user).toMatchObject({
      username: account.username,
      email: account.email,
      roles: ['user'],
      emailVerified: true,
    });

    const current = await me(session);
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({
      success: true,
      user: {
        _id: user._id,
        username: account.username,
        email: account.email,
        roles: ['user'],
        authMethod: 'password',
      },
      licenses: [],
    });
    // The read model follows the login event within moments.
    await expect.poll(async () => (await me(session)).json().user.lastLoginAt).toBe(user.lastLoginAt);
    for (const body of [registered.body, verified.body, loggedIn.body, current.body]) {
      expect(body).not.toMatch(/passwordHash|\$2b\$/);
      expect(body).not.toContain(token);
    }
  });

  it('logs in by username too, and refuses unverified accounts with the spec flags', async () => {
    const account = fresh();
    await post('/api/users', account);
    const unverified = await login({ username: account.username });
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toMatchObject({
      success: false,
      error: ACCOUNT_MESSAGES.emailNotVerified,
      emailVerificationRequired: true,
      email: account.email,
    });
    await post('/api/users/verify-email', {
      token: linkToken((await t.mailbox.next(account.email)).text, 'verify-email'),
    });
    expect((await login({ username: account.username.toUpperCase() })).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown account identically', async () => {
    const account = await registerAndVerify();
    const wrong = await login({ email: account.email }, 'Wrong!Passw0rd');
    const unknown = await login({ email: 'nobody@example.com' }, 'Wrong!Passw0rd');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error).toBe(ACCOUNT_MESSAGES.invalidCredentials);
  });

  it('stores only token hashes: no email-link secret in any event', async () => {
    const account = fresh();
    await post('/api/users', account);
    const token = linkToken((await t.mailbox.next(account.email)).text, 'verify-email');
    const secret = token.split('.')[1]!;
    const { rows } = await t.database.pool.query(
      'select count(*)::int as n from events where data::text like $1',
      [`%${secret}%`],
    );
    expect(rows[0].n).toBe(0);
  });
});

describe('registration rules', () => {
  it.each([
    [{ username: '', email: 'a@b.co', password: PASSWORD }, 'Username is required'],
    [
      { username: 'x!', email: 'a@b.co', password: PASSWORD },
      'Username must be 3-30 characters: letters, numbers, dots, hyphens or underscores',
    ],
    [
      { username: 'someone', email: 'not-an-email', password: PASSWORD },
      'Please enter a valid email address',
    ],
    [{ username: 'someone', email: 'a@b.co' }, 'Password is required'],
  ])('refuses %j: %s', async (payload, message) => {
    const response = await post('/api/users', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: message });
  });

  it('refuses a weak password with every unmet rule and the strength', async () => {
    const response = await post('/api/users', { ...fresh(), password: 'password' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.passwordErrors).toEqual([
      PASSWORD_MESSAGES.uppercase,
      PASSWORD_MESSAGES.number,
      PASSWORD_MESSAGES.special,
      PASSWORD_MESSAGES.common,
    ]);
    expect(body.error).toBe(`Password requirements not met: ${body.passwordErrors.join(', ')}`);
    expect(body.passwordStrength).toEqual({ score: 2, strength: 'Weak', color: expect.any(String) });
  });

  it('keeps usernames unique whatever their case, releasing the email when the username is taken', async () => {
    const first = fresh();
    await post('/api/users', first);

    const other = fresh();
    const sameName = await post('/api/users', { ...other, username: first.username.toUpperCase() });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().error).toBe(ACCOUNT_MESSAGES.usernameTaken);
    expect((await post('/api/users', other)).statusCode).toBe(201);
  });

  it('creates one account from parallel registrations with one email, answering each as a new sign-up', async () => {
    const email = `race${Date.now()}@example.com`;
    const usernames = Array.from({ length: 8 }, (_, i) => `racer${Date.now()}${i}`);
    const responses = await Promise.all(
      usernames.map((username, i) =>
        post('/api/users', { username, email, password: PASSWORD }, {}, `10.1.0.${i}`),
      ),
    );
    for (const response of responses) {
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.registered });
    }
    const verification = await t.mailbox.next(email, /Verify/);
    expect(
      (await post('/api/users/verify-email', { token: linkToken(verification.text, 'verify-email') }))
        .statusCode,
    ).toBe(200);
    const owners = [];
    for (const username of usernames) {
      if (
        (await post('/api/users/login', { username, password: PASSWORD }, {}, '10.1.1.1')).statusCode === 200
      )
        owners.push(username);
    }
    expect(owners).toHaveLength(1);
  });

  it('checks a password for the strength meter', async () => {
    const response = await post('/api/users/validate-password', { password: 'abcdeH1!' });
    expect(response.json()).toEqual({
      success: true,
      isValid: true,
      errors: [],
      strength: { score: 6, strength: 'Strong', color: expect.any(String) },
      // abcde is a sequence: allowed (over 10^4 guesses), and the meter says why it is still weak.
      estimate: {
        guessesLog10: expect.any(Number),
        crackTime: '11 seconds',
        warning: 'Common character sequences like "abc" are easy to guess.',
        suggestions: expect.arrayContaining(['Avoid common character sequences.']),
      },
    });
  });

  it('refuses a password an attacker would guess early, though it keeps every rule the spec lists', async () => {
    const checked = await post('/api/users/validate-password', { password: 'P@ssw0rd' });
    expect(checked.json()).toMatchObject({
      isValid: false,
      errors: [PASSWORD_MESSAGES.common],
      strength: { score: 6, strength: 'Strong' },
      estimate: { crackTime: 'less than a second', warning: 'This is similar to a commonly used password.' },
    });
    expect(checked.json().estimate.guessesLog10).toBeLessThan(PASSWORD_MIN_GUESSES_LOG10);

    const signUp = await post('/api/users', { ...fresh(), password: 'Pa$$w0rd1' });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json()).toMatchObject({
      error: `Password requirements not met: ${PASSWORD_MESSAGES.common}`,
      passwordErrors: [PASSWORD_MESSAGES.common],
    });
  });
});

describe('sign-up with an email that has an account', () => {
  it('answers as a new sign-up, creates nothing and emails the address owner instead', async () => {
    const owner = await registerAndVerify();
    const newcomer = await post('/api/users', fresh());
    const squatter = { ...fresh(), email: owner.email.toLowerCase(), password: 'Squ4tter!Pass' };
    const answer = await post('/api/users', squatter);
    expect(answer.statusCode).toBe(newcomer.statusCode);
    expect(answer.statusCode).toBe(201);
    expect(answer.body).toBe(newcomer.body);
    expect(answer.headers['content-type']).toBe(newcomer.headers['content-type']);

    const notice = await t.mailbox.next(owner.email, /tried to create an account/);
    expect(notice.text).toContain('someone tried to create an account with this email address');
    expect(notice.text).toContain('http://shop.test/login');
    expect(notice.text).toContain('http://shop.test/forgot-password');
    expect((await login({ email: owner.email }, squatter.password)).statusCode).toBe(401);
    expect((await login({ username: squatter.username }, squatter.password)).statusCode).toBe(401);
    expect((await login({ email: owner.email })).statusCode).toBe(200);
    // The squatter's username was not taken either.
    const free = { ...fresh(), username: squatter.username };
    expect((await post('/api/users', free)).statusCode).toBe(201);
    await t.mailbox.next(free.email, /Verify/);
  });

  it('tells the owner at most three times an hour', async () => {
    const owner = await registerAndVerify();
    const { user } = (await login({ email: owner.email })).json();
    for (let i = 0; i < 5; i += 1) {
      const attempt = await post('/api/users', { ...fresh(), email: owner.email }, {}, `10.2.0.${i}`);
      expect(attempt.statusCode).toBe(201);
    }
    for (let i = 0; i < 3; i += 1) await t.mailbox.next(owner.email, /tried to create an account/);
    const { rows } = await t.database.pool.query(
      'select count(*)::int as n from events where stream_id = $1 and type = $2',
      [userStream(user._id), 'SignUpAttempted'],
    );
    expect(rows[0].n).toBe(3);
  });
});

describe('verification links', () => {
  it('refuses a malformed, a reused, an expired and a superseded link with one message', async () => {
    const bad = await post('/api/users/verify-email', { token: 'garbage' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Invalid or expired verification link');

    const reused = fresh();
    await post('/api/users', reused);
    const token = linkToken((await t.mailbox.next(reused.email)).text, 'verify-email');
    await post('/api/users/verify-email', { token });
    expect((await post('/api/users/verify-email', { token })).json().error).toBe(
      'Invalid or expired verification link',
    );

    const superseded = fresh();
    await post('/api/users', superseded);
    const old = linkToken((await t.mailbox.next(superseded.email)).text, 'verify-email');
    await post('/api/users/resend-verification', { email: superseded.email });
    const renewed = linkToken((await t.mailbox.next(superseded.email)).text, 'verify-email');
    expect((await post('/api/users/verify-email', { token: old })).statusCode).toBe(400);
    expect((await post('/api/users/verify-email', { token: renewed })).statusCode).toBe(200);

    const expired = fresh();
    await post('/api/users', expired);
    const late = linkToken((await t.mailbox.next(expired.email)).text, 'verify-email');
    const realNow = t.clock.now;
    t.clock.now = new Date(realNow.getTime() + 24 * 3_600_000 + 1_000);
    try {
      expect((await post('/api/users/verify-email', { token: late })).json().error).toBe(
        'Invalid or expired verification link',
      );
    } finally {
      t.clock.now = realNow;
    }
  });

  it('answers resend identically for unknown, unverified and verified addresses', async () => {
    const unverified = fresh();
    await post('/api/users', unverified);
    await t.mailbox.next(unverified.email);
    const verified = await registerAndVerify();
    const answers = await Promise.all(
      ['nobody@example.com', unverified.email, verified.email].map((email) =>
        post('/api/users/resend-verification', { email }),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.verificationSent });
    }
    await t.mailbox.next(unverified.email, /Verify/);
  });
});

describe('password reset', () => {
  it('mails a link that sets the new password once, ending earlier sessions', async () => {
    const account = await registerAndVerify();
    const session = (await login({ email: account.email })).json().token;

    const asked = await post('/api/users/forgot-password', { email: account.email });
    const unknown = await post('/api/users/forgot-password', { email: 'ghost@example.com' });
    expect(asked.statusCode).toBe(unknown.statusCode);
    expect(asked.json()).toEqual(unknown.json());
    expect(asked.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.resetSent });

    const token = linkToken((await t.mailbox.next(account.email, /Reset/)).text, 'reset-password');
    const weak = await post('/api/users/reset-password', { token, newPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().passwordErrors).toContain(PASSWORD_MESSAGES.length);

    const reset = await post('/api/users/reset-password', { token, newPassword: 'N3w!Password' });
    expect(reset.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.passwordReset });
    await expect.poll(async () => (await me(session)).statusCode).toBe(401);
    expect((await login({ email: account.email })).statusCode).toBe(401);
    expect((await login({ email: account.email }, 'N3w!Password')).statusCode).toBe(200);

    const reused = await post('/api/users/reset-password', { token, newPassword: 'An0ther!Pass' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toMatch(/^Invalid or expired/);
  });

  it('refuses an expired or a superseded reset link', async () => {
    const account = await registerAndVerify();
    await post('/api/users/forgot-password', { email: account.email });
    const first = linkToken((await t.mailbox.next(account.email, /Reset/)).text, 'reset-password');
    await post('/api/users/forgot-password', { email: account.email });
    const second = linkToken((await t.mailbox.next(account.email, /Reset/)).text, 'reset-password');
    expect(
      (await post('/api/users/reset-password', { token: first, newPassword: 'N3w!Password' })).json().error,
    ).toMatch(/^Invalid or expired/);

    const realNow = t.clock.now;
    t.clock.now = new Date(realNow.getTime() + 61 * 60_000);
    try {
      const expired = await post('/api/users/reset-password', { token: second, newPassword: 'N3w!Password' });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().error).toMatch(/^Invalid or expired/);
    } finally {
      t.clock.now = realNow;
    }
  });
});

describe('sessions', () => {
  it('logout revokes the token on the server', async () => {
    const account = await registerAndVerify();
    const session = (await login({ email: account.email })).json().token;
    expect((await me(session)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: { authorization: `Bearer ${session}` },
    });
    expect(out.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.loggedOut });
    await expect.poll(async () => (await me(session)).statusCode).toBe(401);
    expect((await me(session)).json().error).toBe(ACCOUNT_MESSAGES.sessionExpired);
  });

  it('refuses a missing, forged, unsigned or tampered token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me' })).json()).toMatchObject({
      success: false,
      error: ACCOUNT_MESSAGES.authenticationRequired,
    });
    const account = await registerAndVerify();
    const session: string = (await login({ email: account.email })).json().token;
    const [header, payload, signature] = session.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const edited = Buffer.from(JSON.stringify({ ...claims, gen: claims.gen + 1, roles: ['admin'] })).toString(
      'base64url',
    );
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    for (const token of [
      `${header}.${edited}.${signature}`,
      `${none}.${payload}.`,
      'not.a.jwt',
      `${session}x`,
    ]) {
      const response = await me(token);
      expect(response.statusCode, token).toBe(401);
    }
  });
});

describe('rate limits', () => {
  it('stops password guessing on one account after ten failures', async () => {
    const account = await registerAndVerify();
    for (let i = 0; i < 10; i += 1) {
      expect((await login({ email: account.email }, `Wrong!Pass${i}`)).statusCode).toBe(401);
    }
    const blocked = await post(
      '/api/users/login',
      { email: account.email, password: PASSWORD },
      {},
      '10.9.9.9',
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ success: false, code: 'TOO_MANY_ATTEMPTS' });
  });

  it('counts failed logins per account whichever identifier is typed, the right password included', async () => {
    const account = await registerAndVerify();
    for (let i = 0; i < 10; i += 1) {
      expect((await login({ email: account.email }, `Wrong!Pass${i}`)).statusCode).toBe(401);
    }
    const byName = await post(
      '/api/users/login',
      { username: account.username.toUpperCase(), password: 'Wrong!Other1' },
      {},
      '10.9.9.10',
    );
    expect(byName.statusCode).toBe(429);
    const right = await post(
      '/api/users/login',
      { username: account.username, password: PASSWORD },
      {},
      '10.9.9.11',
    );
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({
      success: false,
      code: 'TOO_MANY_ATTEMPTS',
      error: 'Too many login attempts. Please try again in 15 minutes.',
    });
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits guesses on an unknown identifier too, under its normalised form', async () => {
    for (let i = 0; i < 10; i += 1) {
      const email = i % 2 === 0 ? 'Nobody.Here@Example.com' : ' nobody.here@example.com ';
      expect((await login({ email }, `Wrong!Pass${i}`)).statusCode).toBe(401);
    }
    expect((await login({ email: 'NOBODY.HERE@example.com' }, 'Wrong!Pass10')).statusCode).toBe(429);
  });

  it('limits login attempts per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      statuses.push(
        (await post('/api/users/login', { email: `guess${i}@example.com`, password: 'x' }, {}, '10.8.8.8'))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
