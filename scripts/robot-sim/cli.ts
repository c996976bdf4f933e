// `npm run robot:sim -- --robots N`: N simulated MT5 robots reporting to a running shop. Logs in as
// the admin (with a code from ADMIN_TOTP_SECRET when the admin has an authenticator app), issues N licences to the admin's own account (or reuses `--licence KEY:ACCOUNT`),
// backfills their history once, then reports every interval until Ctrl-C, which prints totals.
import { randomInt } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { totpCode } from '@shop/command-api';
import { ConfigError, loadConfig } from '@shop/infra';
import type { ClientTotals } from './client.js';
import type { RobotIdentity } from './reports.js';
import { EA_VERSION, runSimulatedRobots } from './run.js';

const USAGE = `Usage: npm run robot:sim -- [--robots N] [--url URL] [--interval 30]
       [--backfill-days 90] [--seed 1] [--admin-email E --admin-password P] [--licence KEY:ACCOUNT ...]
       [--licence-days 365] [--ea-version 2.4.1]

  --url URL            the shop (default ROBOT_SIM_URL, else the shop's own address from the same
                       settings as npm start: PUBLIC_URL, else http://localhost:$PORT)
  --robots N           licences to issue to the admin's own account (default 1 without --licence)
  --licence KEY:ACC    report for an existing licence instead (repeatable; no login needed)
  --interval S         seconds between two rounds of one robot's reports (default 30)
  --backfill-days D    days of history each robot sends once at start (default 90; 0: none)
  --seed X             makes the simulated trading reproducible (default 1)
  --ea-version V       the robot version the robots report (default ${EA_VERSION}); the licence
                       check's answer says when the shop offers a newer one
  admin credentials default to ADMIN_EMAIL / ADMIN_PASSWORD; its authenticator-app codes are made
  from ADMIN_TOTP_SECRET (base32) when the shop asks for a second factor`;

interface CliOptions {
  url: string;
  robots: number;
  licences: RobotIdentity[];
  interval: number;
  backfillDays: number;
  seed: string;
  licenceDays: number;
  eaVersion: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  adminTotpSecret: string | undefined;
}

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}\n`);
  process.exit(2);
}

function number(value: string | undefined, name: string, fallback: number, min: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < min) fail(`--${name} must be a number ≥ ${min} (got "${value}")`);
  return parsed;
}

/** The version as an expert advisor sends it: 1–32 characters (the shop orders them as SemVer). */
function eaVersion(value: string | undefined): string {
  if (value === undefined) return EA_VERSION;
  const trimmed = value.trim();
  if (trimmed.length === 0 || trimmed.length > 32)
    fail(`--ea-version must be 1–32 characters (got "${value}")`);
  return trimmed;
}

/** Where the shop started with these settings answers: the address `npm start` prints. */
function shopUrl(env: NodeJS.ProcessEnv): string {
  try {
    return loadConfig(env).publicUrl;
  } catch (error) {
    if (error instanceof ConfigError) fail(`${error.message}\n(or give the shop's address with --url)`);
    throw error;
  }
}

export function parseCli(argv: string[], env: NodeJS.ProcessEnv = process.env): CliOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      robots: { type: 'string' },
      url: { type: 'string' },
      interval: { type: 'string' },
      'backfill-days': { type: 'string' },
      seed: { type: 'string' },
      licence: { type: 'string', multiple: true },
      'licence-days': { type: 'string' },
      'ea-version': { type: 'string' },
      'admin-email': { type: 'string' },
      'admin-password': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  const licences = (values.licence ?? []).map((text) => {
    const match = /^([^:]+):(\d{1,15})$/.exec(text.trim());
    if (!match) fail(`--licence must be KEY:ACCOUNT (got "${text}")`);
    return { licenseKey: match[1]!, accountNumber: Number(match[2]) };
  });
  return {
    url: values.url ?? env.ROBOT_SIM_URL ?? shopUrl(env),
    robots: Math.floor(number(values.robots, 'robots', licences.length > 0 ? 0 : 1, 0)),
    licences,
    interval: number(values.interval, 'interval', 30, 0.1),
    backfillDays: number(values['backfill-days'], 'backfill-days', 90, 0),
    seed: values.seed ?? '1',
    licenceDays: Math.floor(number(values['licence-days'], 'licence-days', 365, 1)),
    eaVersion: eaVersion(values['ea-version']),
    adminEmail: values['admin-email'] ?? env.ADMIN_EMAIL,
    adminPassword: values['admin-password'] ?? env.ADMIN_PASSWORD,
    adminTotpSecret: env.ADMIN_TOTP_SECRET,
  };
}

async function call<T>(url: string, init: RequestInit & { json?: unknown; token?: string }): Promise<T> {
  const response = await fetch(url, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const body = (await response.json().catch(() => ({}))) as { error?: string };
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${body.error ?? ''}`);
  return body as T;
}

export interface AdminCredentials {
  email: string;
  password: string;
  /** The current code of the admin's authenticator app, for a shop that asks for a second factor. */
  totpCode?: () => string;
}

type Session = { token: string; user: { _id: string } };
type LoginAnswer = Session | { twoFactorRequired: true; challengeToken: string };

/** Signs the admin in: the password, then a code of the authenticator app when the shop asks for one. */
async function signInAdmin(url: string, admin: AdminCredentials): Promise<Session> {
  const login = await call<LoginAnswer>(`${url}/api/users/login`, {
    method: 'POST',
    json: { email: admin.email, password: admin.password },
  });
  if (!('twoFactorRequired' in login)) return login;
  if (!admin.totpCode) fail('The admin has two-factor authentication: set ADMIN_TOTP_SECRET to its secret');
  return call<Session>(`${url}/api/users/login/two-factor`, {
    method: 'POST',
    json: { challengeToken: login.challengeToken, code: admin.totpCode() },
  });
}

/** Issues `count` licences to the admin's own account, on distinct random account numbers. */
export async function issueLicences(
  url: string,
  admin: AdminCredentials,
  count: number,
  durationDays: number,
): Promise<RobotIdentity[]> {
  const login = await signInAdmin(url, admin);
  const accounts = new Set<number>();
  while (accounts.size < count) accounts.add(randomInt(10_000_000, 99_999_999));
  const issued: RobotIdentity[] = [];
  for (const accountNumber of accounts) {
    const { license } = await call<{ license: { licenseKey: string; accountNumber: number } }>(
      `${url}/api/licenses`,
      {
        method: 'POST',
        token: login.token,
        json: { userId: login.user._id, accountNumber, durationDays },
      },
    );
    issued.push({ licenseKey: license.licenseKey, accountNumber: license.accountNumber });
  }
  return issued;
}

export function formatTotals(totals: ClientTotals): string {
  const rows = Object.entries(totals).map(
    ([kind, t]) =>
      `  ${kind.padEnd(10)} ${String(t.sent).padStart(8)} ${String(t.ok).padStart(8)} ${String(t.failed).padStart(7)} ${String(t.retries).padStart(8)} ${String(t.accepted).padStart(9)}`,
  );
  return [`  ${'report'.padEnd(10)}     sent       ok  failed  retries  accepted`, ...rows].join('\n');
}

async function main() {
  const options = parseCli(process.argv.slice(2));
  const url = options.url.replace(/\/+$/, '');
  const say = (line: string) => process.stdout.write(`${line}\n`);
  say(`Shop: ${url}`);
  let robots = options.licences;
  if (options.robots > 0) {
    if (!options.adminEmail || !options.adminPassword)
      fail('Issuing licences needs the admin: --admin-email/--admin-password or ADMIN_EMAIL/ADMIN_PASSWORD');
    const secret = options.adminTotpSecret;
    const issued = await issueLicences(
      url,
      {
        email: options.adminEmail,
        password: options.adminPassword,
        totpCode: secret ? () => totpCode(secret, new Date()) : undefined,
      },
      options.robots,
      options.licenceDays,
    );
    for (const robot of issued) say(`issued ${robot.licenseKey} for account ${robot.accountNumber}`);
    robots = [...robots, ...issued];
  }
  if (robots.length === 0) fail('No robots: give --robots N or --licence KEY:ACCOUNT');

  const stop = new AbortController();
  const onSignal = () => {
    if (stop.signal.aborted) process.exit(130);
    say('stopping (Ctrl-C again to quit at once)…');
    stop.abort();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  say(
    `${robots.length} robot(s) reporting to ${url} every ${options.interval} s` +
      (options.backfillDays > 0 ? ` after a ${options.backfillDays}-day backfill` : ''),
  );
  const started = Date.now();
  const totals = await runSimulatedRobots({
    url,
    robots,
    intervalSeconds: options.interval,
    backfillDays: options.backfillDays,
    seed: options.seed,
    eaVersion: options.eaVersion,
    signal: stop.signal,
    log: say,
  });
  say(
    `\n${totals.robots} robot(s), ${totals.refused} refused by the licence check, ${totals.rounds} rounds` +
      ` (${totals.skipped} skipped while busy) in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  say(formatTotals(totals.reports));
  // Some failures are normal (the shop restarted meanwhile); nothing getting through is not.
  const reports = Object.values(totals.reports);
  const sent = reports.reduce((sum, t) => sum + t.sent, 0);
  process.exitCode = sent > 0 && reports.every((t) => t.ok === 0) ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    process.stderr.write(`robot:sim failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
