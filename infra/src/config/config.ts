// Environment settings, validated once at start-up; defaults run everything embedded on one machine.
import { z } from 'zod';

const port = z.coerce
  .number({ message: 'a TCP port number (1-65535)' })
  .int('a whole TCP port number (1-65535)')
  .min(1, 'a TCP port number (1-65535)')
  .max(65535, 'a TCP port number (1-65535)');

/**
 * A URL with one of `schemes`. EventStoreDB cluster URLs list several hosts (`esdb://a:2113,b:2113`),
 * which WHATWG URL parsing rejects, so only their scheme is checked here; the client checks the rest.
 */
const url = (schemes: readonly string[], { strict = true } = {}) => {
  const message = `a URL starting with ${schemes.map((scheme) => `${scheme}://`).join(' or ')}`;
  return z.string().refine(
    (value) => {
      const scheme = /^([a-z][a-z0-9+.-]*):\/\/\S+$/i.exec(value)?.[1]?.toLowerCase();
      return scheme !== undefined && schemes.includes(scheme) && (!strict || URL.canParse(value));
    },
    { message },
  );
};

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUndefined, schema.optional());

const emailAddress = z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'an email address');
/** One line of text shown on the site (names, an address): no line breaks, nothing absurdly long. */
const siteText = z
  .string()
  .trim()
  .min(1, 'one line of at most 300 characters')
  .max(300, 'one line of at most 300 characters')
  .regex(/^[^\r\n]*$/, 'one line of at most 300 characters');

/**
 * Every variable says what it means and, when it has no default, what happens while it is unset; the
 * environment reference (infra/deploy/ENVIRONMENT.md, `npm run env:reference`) is generated from these.
 */
const described = <T extends z.ZodType>(schema: T, description: string, unset?: string): T =>
  schema.meta(unset === undefined ? { description } : { description, unset });

export const environmentSchema = z.object({
  NODE_ENV: described(
    optional(z.enum(['development', 'production', 'test'], { message: 'development, production or test' })),
    'how the process runs; `production` in the container images',
    '`development`',
  ),
  PORT: described(
    z.preprocess(emptyAsUndefined, port.default(3000)),
    'HTTP port of the API (and of `npm start`)',
  ),
  HOST: described(
    z.preprocess(emptyAsUndefined, z.string().min(1).default('0.0.0.0')),
    'interface the API and the metrics listener listen on',
  ),
  METRICS_PORT: described(
    optional(port),
    'port of the `/metrics` and `/health` listener of the projections service and the chain watcher (the API serves `/metrics` on `PORT`)',
    'no listener',
  ),
  PUBLIC_URL: described(
    optional(url(['http', 'https'])),
    'the address people use (links in emails, OpenAPI server, token issuer)',
    '`http://localhost:$PORT`',
  ),
  DATABASE_URL: described(
    optional(url(['postgres', 'postgresql'])),
    '`postgres://user:password@host:5432/db` of an external PostgreSQL (13 or newer); required by every service run on its own',
    '`npm start` embeds a PostgreSQL',
  ),
  EVENTSTORE_URL: described(
    optional(url(['esdb', 'esdb+discover', 'kurrentdb', 'kurrentdb+discover', 'kurrent'], { strict: false })),
    '`esdb://host:2113?tls=false` (or a cluster `esdb://a:2113,b:2113,c:2113`) to keep events in EventStoreDB / KurrentDB',
    'the PostgreSQL event store',
  ),
  SMTP_URL: described(
    optional(url(['smtp', 'smtps'])),
    '`smtp://user:pass@host:587` for outgoing mail',
    'the dev mailbox under `npm start`; the projections service holds account and support emails back',
  ),
  LOG_LEVEL: described(
    z.preprocess(
      emptyAsUndefined,
      z
        .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
          message: 'one of fatal, error, warn, info, debug, trace, silent',
        })
        .default('info'),
    ),
    '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`; readable lines in a terminal, JSON otherwise',
  ),
  DATA_DIR: described(
    z.preprocess(emptyAsUndefined, z.string().min(1).default('.data')),
    'where the embedded PostgreSQL and the generated app secret are kept',
  ),
  APP_SECRET: described(
    optional(z.string().min(32, 'a random secret of at least 32 characters')),
    '32+ random characters; sessions, email links, robot licence answers and the wrapping of personal-data keys are derived from it. Give every instance the same one',
    'generated once into `$DATA_DIR/app-secret`',
  ),
  APP_SECRET_PREVIOUS: described(
    optional(z.string().min(32, 'a random secret of at least 32 characters')),
    'while rotating APP_SECRET: the secret being replaced. Sessions signed with it stay valid, its robot-signing key stays in the JWK set, and personal-data keys wrapped with it still open until `npm run rotate-secret` rewraps them (see infra/deploy/README.md)',
    'unset: no rotation under way',
  ),
  MAIL_FROM: described(
    z.preprocess(emptyAsUndefined, z.string().min(3).default('MT5 Robot <no-reply@localhost>')),
    "sender of the shop's emails",
  ),
  ADMIN_EMAIL: described(
    optional(emailAddress),
    'the first admin, created (or promoted) at start-up together with `ADMIN_PASSWORD`',
    'an admin is generated and its password printed once',
  ),
  ADMIN_PASSWORD: described(
    optional(z.string().min(1)),
    'password of the first admin (`ADMIN_EMAIL`)',
    'generated and printed once',
  ),
  GOOGLE_CLIENT_ID: described(
    optional(z.string().min(1)),
    'OAuth client id of Google sign-in; its redirect URI is `$PUBLIC_URL/api/auth/google/callback`',
    'Google sign-in answers that it is not configured',
  ),
  GOOGLE_CLIENT_SECRET: described(
    optional(z.string().min(1)),
    'OAuth client secret of Google sign-in',
    'Google sign-in answers that it is not configured',
  ),
  GOOGLE_ISSUER: described(
    z.preprocess(emptyAsUndefined, url(['https', 'http']).default('https://accounts.google.com')),
    'OpenID issuer of Google sign-in (tests point it at a local provider)',
  ),
  TRC20_XPUB: described(
    optional(
      z
        .string()
        .regex(/^xpub[1-9A-HJ-NP-Za-km-z]{100,112}$/, 'an extended public key (xpub…) of the TRON account'),
    ),
    "watch-only account-level extended public key (m/44'/195'/0'); each order gets its own address at `0/index`",
    'public development keys (a warning is logged)',
  ),
  BEP20_XPUB: described(
    optional(
      z
        .string()
        .regex(/^xpub[1-9A-HJ-NP-Za-km-z]{100,112}$/, 'an extended public key (xpub…) of the BSC account'),
    ),
    "watch-only account-level extended public key (m/44'/60'/0'); each order gets its own address at `0/index`",
    'public development keys (a warning is logged)',
  ),
  BSC_RPC_URL: described(
    optional(url(['http', 'https', 'ws', 'wss'])),
    'JSON-RPC endpoint of a BNB Smart Chain node (`https://…` or `wss://…`)',
    '`npm start` runs the anvil dev chain; the services take no BEP20 payments',
  ),
  BEP20_USDT_CONTRACT: described(
    z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^0x[0-9a-fA-F]{40}$/, 'a BSC contract address (0x and 40 hex digits)')
        .default('0x55d398326f99059fF775485246999027B3197955'),
    ),
    'the USDT contract whose transfers count (18 decimals)',
  ),
  BSC_CONFIRMATIONS: described(
    z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ message: 'a number of blocks (1-1000)' })
        .int('a number of blocks (1-1000)')
        .min(1, 'a number of blocks (1-1000)')
        .max(1000, 'a number of blocks (1-1000)')
        .default(15),
    ),
    "blocks (the transaction's own included) after which a BEP20 payment is final; a block at or below the node's `finalized` tag counts too",
  ),
  TRON_API_URL: described(
    optional(url(['http', 'https'])),
    "TronGrid or a java-tron HTTP API, e.g. `https://api.trongrid.io` (discovery uses TronGrid's `/v1` API)",
    'TRC20 is shown as unavailable',
  ),
  TRON_API_KEY: described(
    optional(z.string().min(1)),
    'TronGrid API key, sent as `TRON-PRO-API-KEY`',
    'no key',
  ),
  TRC20_USDT_CONTRACT: described(
    z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^T[1-9A-HJ-NP-Za-km-z]{33}$/, 'a TRON contract address (T and 33 base58 characters)')
        .default('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'),
    ),
    'the TRC20 USDT contract (6 decimals); a TRON payment is final once solidified',
  ),
  CHAIN_POLL_SECONDS: described(
    z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ message: 'a number of seconds (0.1-600)' })
        .min(0.1, 'a number of seconds (0.1-600)')
        .max(600, 'a number of seconds (0.1-600)')
        .default(5),
    ),
    'how often the chain watcher checks each network',
  ),
  PAYMENT_NOT_FOUND_MINUTES: described(
    z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ message: 'a number of minutes (1-10080)' })
        .int('a number of minutes (1-10080)')
        .min(1, 'a number of minutes (1-10080)')
        .max(10080, 'a number of minutes (1-10080)')
        .default(60),
    ),
    'how long a submitted hash may stay unknown to the node before the payment is rejected',
  ),
  ACCOUNT_CHANGE_ALLOWANCE: described(
    z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ message: 'a whole number from 0 to 100' })
        .int('a whole number from 0 to 100')
        .min(0)
        .max(100, 'a whole number from 0 to 100')
        .default(3),
    ),
    'account-number changes a licence owner may make (admins have no limit)',
  ),
  SHOWCASE_LICENSE_KEY: described(
    optional(z.string().min(5).max(64)),
    "the licence whose robot's telemetry the landing page's performance section shows",
    '`npm start` issues a demo licence fed by the robot simulator',
  ),
  TRUST_PROXY: described(
    z.preprocess(
      emptyAsUndefined,
      z
        .union([z.literal('true'), z.literal('false'), z.string().regex(/^\d{1,2}$/)], {
          message: 'true, false or the number of proxies in front of the server',
        })
        .default('false'),
    ),
    '`true`, or how many reverse proxies stand in front, so rate limits and logs see the real client address',
  ),
  SUPPORT_EMAIL: described(
    optional(emailAddress),
    'the support address the site shows (contact buttons, footer, legal pages)',
    '`support@example.com`',
  ),
  TELEGRAM_CHAT_URL: described(
    optional(url(['https', 'http'])),
    'the Telegram support chat (FAQ contacts, footer)',
    '`https://t.me/example_support`',
  ),
  TELEGRAM_CHANNEL_URL: described(
    optional(url(['https', 'http'])),
    'the Telegram news channel (mobile menu)',
    '`https://t.me/example_channel`',
  ),
  LIVE_RESULTS_URL: described(
    optional(url(['https', 'http'])),
    'the external verified-results page linked from the landing page, menu, footer and dashboard',
    '`https://example.com/live-results`',
  ),
  ORGANISATION_NAME: described(
    optional(siteText),
    'legal name of who runs the shop, shown in the footer and the legal pages',
    '`Example Trading Software Ltd`',
  ),
  ORGANISATION_ADDRESS: described(
    optional(siteText),
    'registered address of the organisation',
    'an example placeholder',
  ),
  ORGANISATION_REGISTRATION: described(
    optional(siteText),
    'registration number of the organisation',
    'an example placeholder',
  ),
  ORGANISATION_JURISDICTION: described(
    optional(siteText),
    'the law that governs the terms',
    '`England and Wales`',
  ),
  WEB_ROOT: described(
    optional(z.string().min(1, 'a folder path')),
    'folder of the built web app the API serves',
    '`web/dist` beside the code',
  ),
  SESSION_HOURS: described(
    z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ message: 'a number of hours (1-8760)' })
        .int()
        .min(1)
        .max(8760, 'a number of hours (1-8760)')
        .default(168),
    ),
    'how long a login lasts',
  ),
});

export type Environment = z.infer<typeof environmentSchema>;

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Port of the /metrics and /health listener of the services without an API; undefined: none. */
  metricsPort: number | undefined;
  publicUrl: string;
  /** Unset: an embedded PostgreSQL is started with its data under `dataDir`. */
  databaseUrl: string | undefined;
  /** Set: EventStoreDB is the event store; unset: the PostgreSQL event store. */
  eventStoreUrl: string | undefined;
  smtpUrl: string | undefined;
  logLevel: Environment['LOG_LEVEL'];
  dataDir: string;
  /** Signs sessions and derives email-link tokens; unset: one is generated and kept in `dataDir`. */
  appSecret: string | undefined;
  /** The secret being rotated out, accepted beside appSecret until the rotation ends. */
  appSecretPrevious: string | undefined;
  mailFrom: string;
  /** The first admin, created at start-up when given. */
  admin: { email: string; password: string } | undefined;
  /** Google sign-in; undefined when GOOGLE_CLIENT_ID or GOOGLE_CLIENT_SECRET is missing. */
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  sessionHours: number;
  /** Watch-only keys that payment addresses derive from; undefined: the development keys. */
  paymentKeys: { TRC20: string | undefined; BEP20: string | undefined };
  /** Account-number changes a licence owner may make (admins have no limit). */
  accountChangeAllowance: number;
  /** The payment networks' nodes and policies; a network without a node cannot take payments. */
  chains: ChainSettings;
  /** The licence whose robot's telemetry the landing page shows; `npm start` makes a demo one when unset. */
  showcaseLicenceKey: string | undefined;
  /** Whether to believe X-Forwarded-For: false, true, or how many proxies stand in front. */
  trustProxy: boolean | number;
  /** Contacts and the organisation shown by the web app; unset ones keep the app's built-in values. */
  site: SiteSettings;
  /** Folder of the built web app; undefined: web/dist beside the code. */
  webRoot: string | undefined;
}

/** Written into the web app's index.html when it is served, so a deployment changes them without a rebuild. */
export interface SiteSettings {
  supportEmail: string | undefined;
  telegramChatUrl: string | undefined;
  telegramChannelUrl: string | undefined;
  liveResultsUrl: string | undefined;
  organisationName: string | undefined;
  organisationAddress: string | undefined;
  organisationRegistration: string | undefined;
  organisationJurisdiction: string | undefined;
}

export interface ChainSettings {
  bsc: { rpcUrl: string | undefined; usdtContract: string; confirmations: number };
  tron: { apiUrl: string | undefined; apiKey: string | undefined; usdtContract: string };
  /** How often the chain watcher checks open orders. */
  pollSeconds: number;
  /** How long a submitted hash may stay unknown to the node before the payment is rejected. */
  notFoundMinutes: number;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Reads the settings or throws a ConfigError naming every bad variable and what it expects. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      const given = env[name];
      return `  ${name} must be ${issue.message}${given === undefined ? '' : ` (got ${JSON.stringify(given)})`}`;
    });
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV ?? 'development',
    port: e.PORT,
    host: e.HOST,
    metricsPort: e.METRICS_PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    eventStoreUrl: e.EVENTSTORE_URL,
    smtpUrl: e.SMTP_URL,
    logLevel: e.LOG_LEVEL,
    dataDir: e.DATA_DIR,
    appSecret: e.APP_SECRET,
    appSecretPrevious: e.APP_SECRET_PREVIOUS,
    mailFrom: e.MAIL_FROM,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
        : undefined,
    sessionHours: e.SESSION_HOURS,
    paymentKeys: { TRC20: e.TRC20_XPUB, BEP20: e.BEP20_XPUB },
    accountChangeAllowance: e.ACCOUNT_CHANGE_ALLOWANCE,
    chains: {
      bsc: { rpcUrl: e.BSC_RPC_URL, usdtContract: e.BEP20_USDT_CONTRACT, confirmations: e.BSC_CONFIRMATIONS },
      tron: { apiUrl: e.TRON_API_URL, apiKey: e.TRON_API_KEY, usdtContract: e.TRC20_USDT_CONTRACT },
      pollSeconds: e.CHAIN_POLL_SECONDS,
      notFoundMinutes: e.PAYMENT_NOT_FOUND_MINUTES,
    },
    showcaseLicenceKey: e.SHOWCASE_LICENSE_KEY,
    trustProxy: e.TRUST_PROXY === 'true' ? true : e.TRUST_PROXY === 'false' ? false : Number(e.TRUST_PROXY),
    site: {
      supportEmail: e.SUPPORT_EMAIL,
      telegramChatUrl: e.TELEGRAM_CHAT_URL,
      telegramChannelUrl: e.TELEGRAM_CHANNEL_URL,
      liveResultsUrl: e.LIVE_RESULTS_URL,
      organisationName: e.ORGANISATION_NAME,
      organisationAddress: e.ORGANISATION_ADDRESS,
      organisationRegistration: e.ORGANISATION_REGISTRATION,
      organisationJurisdiction: e.ORGANISATION_JURISDICTION,
    },
    webRoot: e.WEB_ROOT,
  };
}
