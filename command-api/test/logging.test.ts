// No password, password hash, token, email or search term may reach the logs, wherever it travels in a
// request: request logs outlive an account's erasure.
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { redactUrl } from '../src/plugins/app/request-logging.js';
import { signUpAdmin } from './helpers/sessions.js';
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

it("leaves no trace of an admin's search for an email or a name, nor of an email in a path", async () => {
  const admin = await signUpAdmin(t, 'searcher');
  lines.length = 0;
  const searches = [
    '/api/monitoring/licenses?search=victim.person%40mail.example&page=1',
    '/api/monitoring/licenses?search=victim.person@mail.example',
    '/api/tickets/search?q=Victoria+Person-Smith',
    '/api/users/victim.person@mail.example',
  ];
  for (const url of searches) await t.app.inject({ method: 'GET', url, headers: admin.auth });

  const log = lines.join('');
  expect(log.match(/request completed/g)).toHaveLength(searches.length);
  expect(log).toContain('/api/monitoring/licenses?search=[redacted]&page=1');
  for (const trace of ['victim', 'mail.example', 'Victoria', 'Smith', '%40']) {
    expect(log).not.toContain(trace);
  }
});

it('redacts every query value but the page, filter and period parameters, which keep only plain words', () => {
  expect(redactUrl('/api/auth/google/callback?code=abc&state=def&x=1')).toBe(
    '/api/auth/google/callback?code=[redacted]&state=[redacted]&x=[redacted]',
  );
  expect(redactUrl('/dashboard?token=ey.j.w')).toBe('/dashboard?token=[redacted]');
  expect(redactUrl('/api/tickets?page=2&limit=10&status=open')).toBe(
    '/api/tickets?page=2&limit=10&status=open',
  );
  expect(redactUrl('/api/tickets/search?q=refund&page=1')).toBe('/api/tickets/search?q=[redacted]&page=1');
  expect(redactUrl('/api/robot/license?licenseKey=ABCD-1234&accountNumber=555')).toBe(
    '/api/robot/license?licenseKey=[redacted]&accountNumber=[redacted]',
  );
  expect(redactUrl('/api/tickets?status=a%40b.c')).toBe('/api/tickets?status=[redacted]');
  expect(redactUrl('/api/users/someone@example.com/licenses')).toBe('/api/users/[redacted]/licenses');
  expect(redactUrl('/api/users/someone%40example.com?flag')).toBe('/api/users/[redacted]?flag');
  expect(redactUrl('/pricing?x@y.z')).toBe('/pricing?[redacted]');
  expect(redactUrl('/api/tickets')).toBe('/api/tickets');
});

it("puts the request's id and its correlation id on each of its lines, once each", async () => {
  lines.length = 0;
  await t.app.inject({
    method: 'GET',
    url: '/api/plans',
    headers: { 'x-request-id': 'req-7', 'x-correlation-id': 'checkout-7' },
  });
  await t.app.inject({ method: 'GET', url: '/api/plans', headers: { 'x-correlation-id': 'bad id\n' } });

  const [given, unsafe] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(given).toMatchObject({ reqId: 'req-7', correlationId: 'checkout-7', msg: 'request completed' });
  expect(lines[0]!.match(/"correlationId"/g)).toHaveLength(1);
  expect(unsafe!.correlationId).toBe(unsafe!.reqId);
});
