// Every environment variable the services read, as one zod schema: the process and its
// neighbours (ports, database, event store, mail, secrets, first admin, Google) here, then payments
// and the shop's own settings. The order is the order of the generated environment reference.
import { z } from 'zod';
import { described, emailAddress, emptyAsUndefined, optional, port, url } from './fields.js';
import { paymentVariables } from './payment-variables.js';
import { shopVariables } from './shop-variables.js';

const processVariables = {
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
    'interface the API listens on',
  ),
  METRICS_PORT: described(
    optional(port),
    "port of the `/metrics` and `/health` listener of every service (API, projections, chain watcher); a listener of its own, never the API's public `PORT`",
    'no listener',
  ),
  METRICS_HOST: described(
    z.preprocess(emptyAsUndefined, z.string().min(1).default('127.0.0.1')),
    'interface the metrics listener listens on: loopback, so only the machine itself can scrape. Inside a container set `0.0.0.0` (the images do) so Prometheus reaches it over the private network, and never publish `METRICS_PORT`',
  ),
  METRICS_TOKEN: described(
    optional(z.string().min(16, 'a random token of at least 16 characters')),
    "16+ random characters Prometheus must send as `Authorization: Bearer …` to read `/metrics` (its scrape config's `authorization.credentials`); `/health` stays open to the container's health check",
    '`/metrics` answers anyone who reaches the listener',
  ),
  PUBLIC_URL: described(
    optional(url(['http', 'https'])),
    'the address people use (links in emails, OpenAPI server, token issuer); give every service and replica the same one',
    '`http://localhost:$PORT`; required when `NODE_ENV=production`',
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
  LOG_TO: described(
    optional(z.string().min(1, '`stdout`, `file` or the path of a log file')),
    'where `npm start` writes its logs: `file` (`$DATA_DIR/logs/shop.log`), the path of another file, or `stdout`. With a file, the terminal still shows warnings and errors. The services run on their own always log to stdout',
    '`npm start` logs to `$DATA_DIR/logs/shop.log`',
  ),
  DATA_DIR: described(
    z.preprocess(emptyAsUndefined, z.string().min(1).default('.data')),
    'where the embedded PostgreSQL and the generated app secret are kept',
  ),
  APP_SECRET: described(
    optional(z.string().min(32, 'a random secret of at least 32 characters')),
    '32+ random characters; sessions, email links, robot licence answers and the wrapping of personal-data keys are derived from it. Give every instance the same one',
    'generated once into `$DATA_DIR/app-secret`; required when `NODE_ENV=production`',
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
  ADMIN_TOTP_SECRET: described(
    optional(
      z
        .string()
        .transform((value) => value.replace(/[\s=]/g, '').toUpperCase())
        .pipe(
          z
            .string()
            .regex(/^[A-Z2-7]+$/, 'must be base32 (A-Z, 2-7)')
            .min(26, 'must hold at least 128 bits (26 base32 characters)'),
        ),
    ),
    'authenticator-app secret (base32, RFC 6238) of the first admin (`ADMIN_EMAIL`), for shops provisioned by script: it is enrolled at start-up if the admin has no authenticator yet; whoever reads it can sign in as that admin with the password',
    'the first admin sets up two-factor authentication at first sign-in',
  ),
  GOOGLE_CLIENT_ID: described(
    optional(z.string().min(1)),
    'OAuth client id of Google sign-in; its redirect URI is `$PUBLIC_URL/api/auth/google/callback`',
    'Continue with Google leads back to the login page, which says the shop does not offer Google sign-in',
  ),
  GOOGLE_CLIENT_SECRET: described(
    optional(z.string().min(1)),
    'OAuth client secret of Google sign-in',
    'Continue with Google leads back to the login page, which says the shop does not offer Google sign-in',
  ),
  GOOGLE_ISSUER: described(
    z.preprocess(emptyAsUndefined, url(['https', 'http']).default('https://accounts.google.com')),
    'OpenID issuer of Google sign-in (tests point it at a local provider)',
  ),
};

export const environmentSchema = z.object({ ...processVariables, ...paymentVariables, ...shopVariables });

export type Environment = z.infer<typeof environmentSchema>;
