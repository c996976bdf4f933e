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

const environmentSchema = z.object({
  NODE_ENV: optional(
    z.enum(['development', 'production', 'test'], { message: 'development, production or test' }),
  ),
  PORT: z.preprocess(emptyAsUndefined, port.default(3000)),
  HOST: z.preprocess(emptyAsUndefined, z.string().min(1).default('0.0.0.0')),
  PUBLIC_URL: optional(url(['http', 'https'])),
  DATABASE_URL: optional(url(['postgres', 'postgresql'])),
  EVENTSTORE_URL: optional(
    url(['esdb', 'esdb+discover', 'kurrentdb', 'kurrentdb+discover', 'kurrent'], { strict: false }),
  ),
  SMTP_URL: optional(url(['smtp', 'smtps'])),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        message: 'one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
  ),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().min(1).default('.data')),
  APP_SECRET: optional(z.string().min(32, 'a random secret of at least 32 characters')),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().min(3).default('MT5 Robot <no-reply@localhost>')),
  ADMIN_EMAIL: optional(emailAddress),
  ADMIN_PASSWORD: optional(z.string().min(1)),
  GOOGLE_CLIENT_ID: optional(z.string().min(1)),
  GOOGLE_CLIENT_SECRET: optional(z.string().min(1)),
  GOOGLE_ISSUER: z.preprocess(
    emptyAsUndefined,
    url(['https', 'http']).default('https://accounts.google.com'),
  ),
  TRC20_XPUB: optional(
    z
      .string()
      .regex(/^xpub[1-9A-HJ-NP-Za-km-z]{100,112}$/, 'an extended public key (xpub…) of the TRON account'),
  ),
  BEP20_XPUB: optional(
    z
      .string()
      .regex(/^xpub[1-9A-HJ-NP-Za-km-z]{100,112}$/, 'an extended public key (xpub…) of the BSC account'),
  ),
  BSC_RPC_URL: optional(url(['http', 'https', 'ws', 'wss'])),
  BEP20_USDT_CONTRACT: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^0x[0-9a-fA-F]{40}$/, 'a BSC contract address (0x and 40 hex digits)')
      .default('0x55d398326f99059fF775485246999027B3197955'),
  ),
  BSC_CONFIRMATIONS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ message: 'a number of blocks (1-1000)' })
      .int('a number of blocks (1-1000)')
      .min(1, 'a number of blocks (1-1000)')
      .max(1000, 'a number of blocks (1-1000)')
      .default(15),
  ),
  TRON_API_URL: optional(url(['http', 'https'])),
  TRON_API_KEY: optional(z.string().min(1)),
  TRC20_USDT_CONTRACT: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^T[1-9A-HJ-NP-Za-km-z]{33}$/, 'a TRON contract address (T and 33 base58 characters)')
      .default('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'),
  ),
  CHAIN_POLL_SECONDS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ message: 'a number of seconds (0.1-600)' })
      .min(0.1, 'a number of seconds (0.1-600)')
      .max(600, 'a number of seconds (0.1-600)')
      .default(5),
  ),
  PAYMENT_NOT_FOUND_MINUTES: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ message: 'a number of minutes (1-10080)' })
      .int('a number of minutes (1-10080)')
      .min(1, 'a number of minutes (1-10080)')
      .max(10080, 'a number of minutes (1-10080)')
      .default(60),
  ),
  ACCOUNT_CHANGE_ALLOWANCE: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ message: 'a whole number from 0 to 100' })
      .int('a whole number from 0 to 100')
      .min(0)
      .max(100, 'a whole number from 0 to 100')
      .default(3),
  ),
  SHOWCASE_LICENSE_KEY: optional(z.string().min(5).max(64)),
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z
      .union([z.literal('true'), z.literal('false'), z.string().regex(/^\d{1,2}$/)], {
        message: 'true, false or the number of proxies in front of the server',
      })
      .default('false'),
  ),
  SUPPORT_EMAIL: optional(emailAddress),
  TELEGRAM_CHAT_URL: optional(url(['https', 'http'])),
  TELEGRAM_CHANNEL_URL: optional(url(['https', 'http'])),
  LIVE_RESULTS_URL: optional(url(['https', 'http'])),
  ORGANISATION_NAME: optional(siteText),
  ORGANISATION_ADDRESS: optional(siteText),
  ORGANISATION_REGISTRATION: optional(siteText),
  ORGANISATION_JURISDICTION: optional(siteText),
  SESSION_HOURS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ message: 'a number of hours (1-8760)' })
      .int()
      .min(1)
      .max(8760, 'a number of hours (1-8760)')
      .default(168),
  ),
});

export type Environment = z.infer<typeof environmentSchema>;

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
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
  showcaseLicenseKey: string | undefined;
  /** Whether to believe X-Forwarded-For: false, true, or how many proxies stand in front. */
  trustProxy: boolean | number;
  /** Contacts and the organisation shown by the web app; unset ones keep the app's built-in values. */
  site: SiteSettings;
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
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    eventStoreUrl: e.EVENTSTORE_URL,
    smtpUrl: e.SMTP_URL,
    logLevel: e.LOG_LEVEL,
    dataDir: e.DATA_DIR,
    appSecret: e.APP_SECRET,
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
    showcaseLicenseKey: e.SHOWCASE_LICENSE_KEY,
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
  };
}
