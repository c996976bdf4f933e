// The services run apart as the README's production commands run them, compiled: two API replicas on
// different ports and one projections service share one database, PUBLIC_URL and APP_SECRET, and a
// session signed by one replica works on the other. A production service without PUBLIC_URL refuses to start.
import {
  compileWorkspaces,
  createTestDatabase,
  findFreePort,
  type ServiceProcess,
  startServiceProcess,
  startTestMailbox,
  type TestDatabase,
  type TestMailbox,
} from '@shop/infra/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';

const PUBLIC_URL = 'https://shop.acme.example.org';
const APP_SECRET = 'replicas-apart-test-secret-0123456789abcdef';

let database: TestDatabase;
let mailbox: TestMailbox;
const services: ServiceProcess[] = [];
const replicas: string[] = [];

/** What every service gets, as the README's table lists it. */
const shared = () => ({
  NODE_ENV: 'production',
  DATABASE_URL: database.url,
  PUBLIC_URL,
  APP_SECRET,
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
});

async function startReplica(): Promise<void> {
  const port = await findFreePort();
  const api = startServiceProcess('command-api/dist/main.js', { ...shared(), PORT: String(port) });
  services.push(api);
  const base = `http://127.0.0.1:${port}`;
  await api.waitFor(`${base}/api/health`, { timeoutMs: 90_000 });
  replicas.push(base);
}

beforeAll(async () => {
  await compileWorkspaces(['command-api', 'projections']);
  [database, mailbox] = await Promise.all([createTestDatabase(), startTestMailbox()]);
  const metricsPort = await findFreePort();
  const projections = startServiceProcess('projections/dist/main.js', {
    ...shared(),
    SMTP_URL: mailbox.url,
    MAIL_FROM: 'Acme <shop@acme.example.org>',
    METRICS_PORT: String(metricsPort),
  });
  services.push(projections);
  // The projections service creates the read models the APIs read.
  await projections.waitFor(`http://127.0.0.1:${metricsPort}/health`, { timeoutMs: 90_000 });
  await Promise.all([startReplica(), startReplica()]);
}, 420_000);

afterAll(async () => {
  await Promise.all(services.map((service) => service.stop()));
  await mailbox?.close();
  await database?.drop();
});

const post = (base: string, path: string, body: unknown) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

it('signs in on one replica and is recognised on the other', async () => {
  const [first, second] = replicas as [string, string];
  const account = { username: 'apart1', email: 'apart1@example.com', password: 'Tr4ding!Robot-Apart' };
  expect((await post(first, '/api/users', account)).status).toBe(201);
  const mail = await mailbox.next(account.email);
  // The link in the email is on the shop's public address, whichever replica took the sign-up.
  expect(mail.text).toContain(`${PUBLIC_URL}/`);
  const token = decodeURIComponent(/token=(\S+)/.exec(mail.text)![1]!);
  expect((await post(second, '/api/users/verify-email', { token })).status).toBe(200);

  const login = await post(first, '/api/users/login', { email: account.email, password: account.password });
  expect(login.status).toBe(200);
  const session = (await login.json()) as { token: string };
  const me = await fetch(`${second}/api/users/me`, { headers: { authorization: `Bearer ${session.token}` } });
  expect(me.status).toBe(200);
  expect(await me.json()).toMatchObject({ user: { username: account.username } });
}, 60_000);

it('warns of the placeholder organisation details on a public address, in the log and in /api/health', async () => {
  const health = (await (await fetch(`${replicas[0]}/api/health`)).json()) as { warnings: string[] };
  const warning =
    'placeholder organisation details: set ORGANISATION_NAME, ORGANISATION_ADDRESS, ORGANISATION_REGISTRATION, SUPPORT_EMAIL';
  expect(health.warnings).toEqual([warning]);
  expect(services[1]!.output()).toContain(warning);
});

it('refuses to start in production without PUBLIC_URL, saying what to set', async () => {
  const { PUBLIC_URL: _unset, ...withoutPublicUrl } = shared();
  const refused = startServiceProcess('command-api/dist/main.js', {
    ...withoutPublicUrl,
    PORT: String(await findFreePort()),
  });
  expect(await refused.exited).toEqual({ code: 1, signal: null });
  expect(refused.output()).toContain(
    "NODE_ENV=production needs PUBLIC_URL (the shop's public address, e.g. https://shop.example.com), " +
      'the same on every service and replica',
  );
}, 60_000);
