// Signed-in users for API tests: sign up, follow the verification email, log in; admins too.
import { eventually } from '@shop/infra/testing';
import { grantAdmin } from '../../src/users/first-admin.js';
import type { TestApp } from './test-app.js';

export interface Session {
  id: string;
  username: string;
  token: string;
  auth: { authorization: string };
}

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

/** An admin whose role the read model already shows (admin routes check it there). */
export async function signUpAdmin(t: TestApp, name = 'admin'): Promise<Session> {
  const session = await signUp(t, name);
  const now = () => new Date();
  const metadata = {
    actor: 'system:test' as const,
    correlationId: 'test',
    causationId: null,
    occurredAt: now().toISOString(),
  };
  await grantAdmin(t.store, session.id, metadata, now);
  await eventually(
    async () => (await t.app.inject({ method: 'GET', url: '/api/users', headers: session.auth })).statusCode,
    { what: 'the admin role in the read model', accept: (status) => status === 200 },
  );
  return session;
}
