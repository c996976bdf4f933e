// Environment settings, validated once at start-up; defaults run everything embedded on one machine.
import { type Environment, environmentSchema } from './environment.js';
import { missingPaymentKeys } from './payment-key-rule.js';
import { missingProductionSettings } from './production-rule.js';
import { missingTronApiKey } from './tron-api-key-rule.js';

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Port of every service's /metrics and /health listener, never the API's public port; undefined: none. */
  metricsPort: number | undefined;
  /** Interface of the metrics listener: loopback unless METRICS_HOST says otherwise. */
  metricsHost: string;
  /** When set, Prometheus must send it as a bearer token to read /metrics. */
  metricsToken: string | undefined;
  publicUrl: string;
  /** Unset: an embedded PostgreSQL is started with its data under `dataDir`. */
  databaseUrl: string | undefined;
  /** Set: EventStoreDB is the event store; unset: the PostgreSQL event store. */
  eventStoreUrl: string | undefined;
  smtpUrl: string | undefined;
  logLevel: Environment['LOG_LEVEL'];
  /** Where `npm start` logs: `stdout`, `file` (under `dataDir`) or a file path; unset: its default, `file`. */
  logTo: string | undefined;
  dataDir: string;
  /** Signs sessions and derives email-link tokens; unset: one is generated and kept in `dataDir`. */
  appSecret: string | undefined;
  /** The secret being rotated out, accepted beside appSecret until the rotation ends. */
  appSecretPrevious: string | undefined;
  mailFrom: string;
  /** The first admin, created at start-up when given. */
  admin: { email: string; password: string; totpSecret: string | undefined } | undefined;
  /** Google sign-in; undefined when GOOGLE_CLIENT_ID or GOOGLE_CLIENT_SECRET is missing. */
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  sessionHours: number;
  /**
   * Watch-only keys that payment addresses derive from. Set for every network with a node; undefined
   * only for a network without one (no orders) or the embedded dev chain (the development keys).
   */
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
  const unsafe = [...missingProductionSettings(e), ...missingPaymentKeys(e), ...missingTronApiKey(e)];
  if (unsafe.length > 0)
    throw new ConfigError(`Invalid environment:\n${unsafe.map((line) => `  ${line}`).join('\n')}`);
  return {
    nodeEnv: e.NODE_ENV ?? 'development',
    port: e.PORT,
    host: e.HOST,
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
    metricsToken: e.METRICS_TOKEN,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    eventStoreUrl: e.EVENTSTORE_URL,
    smtpUrl: e.SMTP_URL,
    logLevel: e.LOG_LEVEL,
    logTo: e.LOG_TO,
    dataDir: e.DATA_DIR,
    appSecret: e.APP_SECRET,
    appSecretPrevious: e.APP_SECRET_PREVIOUS,
    mailFrom: e.MAIL_FROM,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD, totpSecret: e.ADMIN_TOTP_SECRET }
        : undefined,
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
