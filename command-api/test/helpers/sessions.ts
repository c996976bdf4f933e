// Signed-in users for API tests: sign up, follow the verification email, log in; admins too, with
// an authenticator app set up through the API (admin routes need a session that proved one).
import { eventually } from '@shop/infra/testing';
import { grantAdmin } from '../../src/users/first-admin.js';
import { totpCode } from '../../src/users/two-factor/totp.js';
import type { TestApp } from './test-app.js';

export interface Session {
  id: string;
  username: string;
  token: string;
  auth: { authorization: string };
  /** Admins: the authenticator app's secret (base32). */
  totpSecret?: string;
  /** With the authenticator app: its ten recovery codes. */
  recoveryCodes?: string[];
  /** Test-clock milliseconds of the session's last second-factor proof. */
  secondFactorAtMs?: number;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let counter = 0;

export async function signUp(t: TestApp, name: string): Promise<Session> {
  counter += 1;
  const account = {
    username: `${name}${counter}`,
    email: `${name}${counter}@example.com`,
    password: 'Tr4ding!Robot',
  };
  const remoteAddress = `10.${counter % 250}.${Math.floor(counter / 250)}.77`;
  await t.app.inject({ method: 'POST', url: '/api/users', payload: account, remoteAddress });
  const token = decodeURIComponent(/token=(\S+)/.exec((await t.mailbox.next(account.email)).text)![1]!);
  await t.app.inject({ method: 'POST', url: '/api/users/verify-email', payload: { token }, remoteAddress });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email: account.email, password: account.password },
    remoteAddress,
  });
  const body = login.json();
  return {
    id: body.user._id,
    username: account.username,
    token: body.token,
    auth: { authorization: `Bearer ${body.token}` },
  };
}

/**
 * Sets up an authenticator app on the session's account with the code of the test clock's step; the
 * session's token is replaced by the one that proved it.
 */
export async function enrolTotp(t: TestApp, session: Session): Promise<Session> {
  const setup = (
    await t.app.inject({ method: 'POST', url: '/api/users/me/totp/setup', headers: session.auth })
  ).json();
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/users/me/totp/confirm',
    headers: session.auth,
    payload: { enrolmentToken: setup.enrolmentToken, code: totpCode(setup.secret, t.clock.now) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`TOTP enrolment failed: ${confirmed.body}`);
  const { token, recoveryCodes } = confirmed.json();
  return {
    ...session,
    token,
    auth: bearer(token),
    totpSecret: setup.secret,
    recoveryCodes,
    secondFactorAtMs: t.clock.now.getTime(),
  };
}

/**
 * Proves the admin's second factor again (a step-up) when its last proof is 5 minutes or more behind
 * the test clock, so actions that need a recent one pass after the test moved the clock on; the
 * session's token is replaced. The code is of the clock's step, or of the next one when that was used.
 */
export async function keepSecondFactorFresh(t: TestApp, session: Session): Promise<void> {
  if (t.clock.now.getTime() - (session.secondFactorAtMs ?? 0) < 5 * 60_000) return;
  for (const aheadMs of [0, 30_000]) {
    const code = totpCode(session.totpSecret!, new Date(t.clock.now.getTime() + aheadMs));
    const proved = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/second-factor',
      headers: session.auth,
      payload: { code },
    });
    if (proved.statusCode === 200) {
      session.token = proved.json().token;
      session.auth = bearer(session.token);
      session.secondFactorAtMs = t.clock.now.getTime();
      return;
    }
    if (proved.json().code !== 'TWO_FACTOR_CODE_USED') throw new Error(`step-up failed: ${proved.body}`);
  }
  throw new Error('step-up failed: both steps around the test clock were used');
}

/**
 * An admin whose role the read model already shows (admin routes check it there), signed in with a
 * second factor proved at the test clock's time (step-up routes need it within 10 minutes of it).
 */
export async function signUpAdmin(t: TestApp, name = 'admin'): Promise<Session> {
  const session = await enrolTotp(t, await signUp(t, name));
  await grantAdminRole(t, session);
  await eventually(
    async () => (await t.app.inject({ method: 'GET', url: '/api/users', headers: session.auth })).statusCode,
    { what: 'the admin role in the read model', accept: (status) => status === 200 },
  );
  return session;
}

/** An account given the admin role that never set up a second factor: admin routes must refuse it. */
export async function signUpAdminWithoutFactor(t: TestApp, name = 'unenrolled'): Promise<Session> {
  const session = await signUp(t, name);
  await grantAdminRole(t, session);
  await eventually(
    async () => (await t.app.inject({ method: 'GET', url: '/api/users', headers: session.auth })).json().code,
    { what: 'the admin role in the read model', accept: (code) => code === 'TWO_FACTOR_SETUP_REQUIRED' },
  );
  return session;
}

async function grantAdminRole(t: TestApp, session: Session): Promise<void> {
  const now = () => new Date();
  const metadata = {
    actor: 'system:test' as const,
    correlationId: 'test',
    causationId: null,
    occurredAt: now().toISOString(),
  };
  await grantAdmin(t.store, session.id, metadata, now);
}
