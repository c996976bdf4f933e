// The shop as production runs it, for the server benches: the API and the projections service as
// their own processes from their `main.ts` entry points, on the bench's database, with an app secret
// the bench knows too (so it can seal personal data and sign sessions the API accepts).
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AppKeys, deriveAppKeys, type Pool } from '@shop/infra';
import { findFreePort } from '../../infra/src/postgres/free-port.js';
import type { BenchRun } from './bench-run.js';
import { type Child, startTsChild, waitForHttp } from './processes.js';
import { waitFor } from './wait.js';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The services' log level: `info` as in production (a line per request), BENCH_LOG_LEVEL to change it. */
export const STACK_LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';

export interface BenchSecrets {
  appSecret: string;
  keys: AppKeys;
}

export function benchSecrets(): BenchSecrets {
  const appSecret = randomBytes(32).toString('hex');
  return { appSecret, keys: deriveAppKeys(appSecret) };
}

export interface ShopStack {
  api: Child;
  /** The running projections service; replaced by `restartProjections`. */
  projections: Child;
  /** Stops the projections service and, unless `startAgain` is false, starts a new one. */
  restartProjections(startAgain?: boolean): Promise<void>;
  /** Also the API's PUBLIC_URL, the issuer of its session tokens. */
  apiUrl: string;
  adminEmail: string;
}

export async function startShopStack(
  run: BenchRun,
  databaseUrl: string,
  secrets: BenchSecrets,
  /** Settings the API offers, e.g. ACCOUNT_CHANGE_ALLOWANCE. */
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<ShopStack> {
  const port = await findFreePort();
  const adminEmail = 'bench-admin@example.com';
  const apiUrl = `http://127.0.0.1:${port}`;
  const common = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: STACK_LOG_LEVEL,
    DATA_DIR: join(run.folder, 'data'),
    APP_SECRET: secrets.appSecret,
    PUBLIC_URL: apiUrl,
    EVENTSTORE_URL: '',
    SMTP_URL: '',
    // Robots report from addresses of their own, given in X-Forwarded-For (telemetry/report-mix.ts).
    TRUST_PROXY: '1',
    ...extraEnv,
  };
  const startProjections = () =>
    run.adopt(
      startTsChild({
        name: 'projections',
        script: 'projections/src/main.ts',
        cwd: ROOT,
        env: common,
        logDir: run.folder,
      }),
    );
  const projections = startProjections();
  const api = run.adopt(
    startTsChild({
      name: 'api',
      script: 'command-api/src/main.ts',
      cwd: ROOT,
      env: {
        ...common,
        PORT: String(port),
        HOST: '127.0.0.1',
        ADMIN_EMAIL: adminEmail,
        ADMIN_PASSWORD: `Bench-${randomBytes(12).toString('hex')}!`,
        ADMIN_TOTP_SECRET: BENCH_ADMIN_TOTP_SECRET,
        WEB_ROOT: join(run.folder, 'no-web-app'),
      },
      logDir: run.folder,
    }),
  );
  await waitForHttp(`${apiUrl}/api/health`, api, 60_000);
  const stack: ShopStack = {
    api,
    projections,
    apiUrl,
    adminEmail,
    async restartProjections(startAgain = true) {
      await stack.projections.stop();
      if (startAgain) stack.projections = startProjections();
    },
  };
  return stack;
}

/** The user id of the first admin once the users read model shows it. */
/** Any base32 secret of 160 bits: benches never type a code, they record the step as proved. */
const BENCH_ADMIN_TOTP_SECRET = 'BENCHADMINTOTPSECRETBENCHADMINTOT';

export function firstAdminId(pool: Pool, stack: ShopStack): Promise<string> {
  return waitFor('the first admin in the users read model', 60_000, async () => {
    const { rows } = await pool.query<{ user_id: string }>('select user_id from users where email = $1', [
      stack.adminEmail,
    ]);
    return rows[0]?.user_id;
  });
}

/** A bare Fastify hello-world server in its own process: the baseline of P3 and P6. */
export async function startHelloServer(run: BenchRun): Promise<{ child: Child; url: string }> {
  const port = await findFreePort();
  const child = run.adopt(
    startTsChild({
      name: 'baseline',
      script: 'bench/shared/hello-server.ts',
      cwd: ROOT,
      env: { ...process.env, PORT: String(port) },
      logDir: run.folder,
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/`, child, 30_000);
  return { child, url };
}

/** A bare Fastify route making one primary-key SELECT per request on `databaseUrl`: P3's second baseline. */
export async function startSelectServer(
  run: BenchRun,
  databaseUrl: string,
): Promise<{ child: Child; url: string }> {
  const port = await findFreePort();
  const child = run.adopt(
    startTsChild({
      name: 'select-baseline',
      script: 'bench/shared/select-server.ts',
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl },
      logDir: run.folder,
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/health`, child, 30_000);
  return { child, url };
}
