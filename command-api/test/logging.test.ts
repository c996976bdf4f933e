// No password, password hash or token may reach the logs, wherever it travels in a request.
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { redactUrl } from '../src/plugins/app/request-logging.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const lines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ logger: pino({ level: 'trace' }, sink) });
});
afterAll(async () => t?.close());

it('logs each request without the secrets it carries', async () => {
  const account = { username: 'logged', email: 'logged@example.com', password: 'Tr4ding!Robot' };
  await t.app.inject({ method: 'POST', url: '/api/users', payload: account });
  const mail = await t.mailbox.next(account.email);
  const token = decodeURIComponent(/token=(\S+)/.exec(mail.text)![1]!);
  await t.app.inject({ method: 'GET', url: `/verify-email?token=${encodeURIComponent(token)}` });
  await t.app.inject({ method: 'POST', url: '/api/users/verify-email', payload: { token } });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email: account.email, password: account.password },
  });
  const session = login.json().token as string;
  await t.app.inject({ method: 'GET', url: `/dashboard?token=${session}` });
  await t.app.inject({
    method: 'GET',
    url: '/api/users/me',
    headers: { authorization: `Bearer ${session}` },
  });

  const log = lines.join('');
  expect(log).toContain('request completed');
  expect(log).toContain('/verify-email?token=[redacted]');
  for (const secret of [account.password, token.split('.')[1]!, session, '$2b$']) {
    expect(log).not.toContain(secret);
  }
});

it('redacts token, code, state and nonce parameters only', () => {
  expect(redactUrl('/api/auth/google/callback?code=abc&state=def&x=1')).toBe(
    '/api/auth/google/callback?code=[redacted]&state=[redacted]&x=1',
  );
  expect(redactUrl('/dashboard?token=ey.j.w')).toBe('/dashboard?token=[redacted]');
  expect(redactUrl('/api/tickets?page=2')).toBe('/api/tickets?page=2');
});
