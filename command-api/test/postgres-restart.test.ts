// TARGETS R7: PostgreSQL stopped (fast shutdown) and started again under a command load. The API
// and projections run as their own processes on a cluster of this test's own; while the database
// is down every answer is a prompt 503, afterwards both recover without a restart, every command
// answered 2xx has its event, and the read models catch up.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { discountStream } from '@shop/domain';
import {
  createPool,
  ensureDatabaseExists,
  type Pool,
  type RunningPostgres,
  startEmbeddedPostgres,
  withDatabase,
} from '@shop/infra';
import {
  eventually,
  findFreePort,
  reportFigure,
  type ServiceProcess,
  startServiceProcess,
} from '@shop/infra/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { totpCode } from '../src/users/two-factor/totp.js';

const COMMANDS = Number(process.env.R7_COMMANDS ?? 300);
const WORKERS = 8;
/** Generous: the load runs at well over 50 commands a second even on a busy 2-core machine. */
const LOAD_TIMEOUT_MS = Math.max(30_000, COMMANDS * 20);
/** Answers to collect while the database is down before starting it again. */
const ANSWERS_WHILE_DOWN = 20;
/** A request without an answer by then counts as a hang. */
const ANSWER_TIMEOUT_MS = 10_000;
const ADMIN = { email: 'r7-admin@example.com', password: 'Tr4ding!Robot-admin' };
/** The admin's authenticator app, set up at start-up: admin routes need a session that proved it. */
const ADMIN_TOTP_SECRET = 'KVKFKRCPNZQUYMLXOVYG2ZBQORWXMYLN';
const SECRET = 'postgres-restart-test-secret-0123456789';

let parent: string;
let postgres: RunningPostgres;
let databaseUrl: string;
let pool: Pool;
let api: ServiceProcess;
let projections: ServiceProcess;
let apiBase: string;
let projectionsHealth: string;
let adminAuth: { authorization: string };

const startPostgres = (port?: number) =>
  startEmbeddedPostgres({ dataDir: join(parent, 'data'), persistent: true, port });

beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'shop-r7-pg-'));
  // The server runs as the `postgres` user when we are root: it must reach its folder.
  await chmod(parent, 0o755);
  postgres = await startPostgres();
  databaseUrl = withDatabase(postgres.url, 'shop');
  await ensureDatabaseExists(databaseUrl);
  pool = createPool(databaseUrl, { max: 2, applicationName: 'r7-test' });

  const [metricsPort, apiPort] = [await findFreePort(), await findFreePort()];
  const common = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    APP_SECRET: SECRET,
    PUBLIC_URL: 'http://shop.test',
    LOG_LEVEL: 'warn',
  };
  // The projections service creates the read models; the API only reads them.
  projections = startServiceProcess('projections/src/main.ts', {
    ...common,
    HOST: '127.0.0.1',
    METRICS_PORT: String(metricsPort),
  });
  projectionsHealth = `http://127.0.0.1:${metricsPort}/health`;
  await projections.waitFor(projectionsHealth, { timeoutMs: 60_000 });
  apiBase = `http://127.0.0.1:${apiPort}`;
  api = startServiceProcess('command-api/src/main.ts', {
    ...common,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    PUBLIC_URL: apiBase,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_TOTP_SECRET,
  });
  await api.waitFor(`${apiBase}/api/health`, { timeoutMs: 60_000 });
  adminAuth = await adminSession();
}, 120_000);

afterAll(async () => {
  await api?.stop('SIGKILL');
  await projections?.stop('SIGKILL');
  await pool?.end();
  await postgres?.stop();
  if (parent) await rm(parent, { recursive: true, force: true });
});

/** The first admin's token, once the users read model shows the role (admin routes check it there). */
async function adminSession() {
  // The API creates its first admin just after it starts listening.
  let token = '';
  await eventually(
    async () => {
      const login = (await post('/api/users/login', ADMIN, {})).body;
      if (!login.challengeToken) return false;
      const code = totpCode(ADMIN_TOTP_SECRET, new Date());
      token =
        (await post('/api/users/login/two-factor', { challengeToken: login.challengeToken, code }, {})).body
          .token ?? '';
      return token !== '';
    },
    { what: 'the first admin able to log in', timeoutMs: 30_000 },
  );
  const auth = { authorization: `Bearer ${token}` };
  await eventually(
    async () => {
      const probe = await fetch(`${apiBase}/api/discounts`, { headers: auth });
      return probe.status === 200;
    },
    { what: 'the admin role in the read model', timeoutMs: 30_000 },
  );
  return auth;
}

/** The parts of the API's answers this test reads. */
interface Body {
  token?: string;
  challengeToken?: string;
  discount?: { _id: string };
  code?: string;
  error?: string;
}

interface Answer {
  sentAt: number;
  answeredAt: number;
  /** 0: no answer (the request hung or the connection failed). */
  status: number;
  body: Body;
}

async function post(path: string, payload: object, headers: Record<string, string>) {
  const response = await fetch(`${apiBase}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
  });
  return { status: response.status, body: (await response.json()) as Body };
}

/** WORKERS clients creating discount codes one after another until stopped; a failed one waits a moment. */
function startLoad() {
  const answers: Answer[] = [];
  let running = true;
  let sent = 0;
  const validUntil = new Date(Date.now() + 86_400_000).toISOString();
  const worker = async () => {
    while (running) {
      const code = `R7C${++sent}`;
      const sentAt = Date.now();
      const answer = await post(
        '/api/discounts',
        { code, description: 'R7 load', type: 'percentage', value: 5, validUntil },
        adminAuth,
      ).catch((error: unknown) => ({ status: 0, body: { error: String(error) } }));
      answers.push({ sentAt, answeredAt: Date.now(), ...answer });
      if (answer.status !== 201) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const workers = Promise.all(Array.from({ length: WORKERS }, worker));
  return {
    answers,
    async stop() {
      running = false;
      await workers;
    },
  };
}

/** DiscountCreated events in the store, by stream. */
async function createdStreams(): Promise<Set<string>> {
  const { rows } = await pool.query<{ stream_id: string }>(
    `select stream_id from events where type = 'DiscountCreated'`,
  );
  return new Set(rows.map((row) => row.stream_id));
}

/** Runs the load, stops PostgreSQL a third of the way in, starts it again once it has answered while down. */
async function loadThroughRestart() {
  const load = startLoad();
  const answersAfter = (at: number) => load.answers.filter((answer) => answer.sentAt >= at);
  await eventually(async () => load.answers.length >= COMMANDS / 3, {
    what: 'a third of the load',
    timeoutMs: 30_000,
  });
  const downAt = Date.now();
  await postgres.stop();
  await eventually(async () => answersAfter(downAt).length >= ANSWERS_WHILE_DOWN, {
    what: 'answers while down',
    timeoutMs: 30_000,
  });
  postgres = await startPostgres(postgres.port);
  const upAt = Date.now();
  await eventually(async () => answersAfter(upAt).some((answer) => answer.status === 201), {
    what: 'a command acknowledged after the restart',
    timeoutMs: 30_000,
  });
  const recoveredAt = Math.min(
    ...answersAfter(upAt)
      .filter((answer) => answer.status === 201)
      .map((answer) => answer.answeredAt),
  );
  await eventually(async () => load.answers.length >= COMMANDS, {
    what: 'the whole load',
    timeoutMs: LOAD_TIMEOUT_MS,
  });
  await load.stop();
  return { answers: load.answers, downAt, upAt, recoveredAt };
}

it(
  `R7: ${COMMANDS} commands through a PostgreSQL stop and start lose nothing acknowledged`,
  async () => {
    const { answers, downAt, upAt, recoveredAt } = await loadThroughRestart();
    const acknowledged = answers.filter((answer) => answer.status === 201);
    const unavailable = answers.filter((answer) => answer.status === 503);
    const whileDown = unavailable.filter((answer) => answer.sentAt >= downAt && answer.sentAt < upAt);
    const events = await createdStreams();
    const lost = acknowledged.filter((answer) => !events.has(discountStream(answer.body.discount!._id)));
    reportFigure(
      `R7: ${acknowledged.length} acknowledged commands, ${events.size} events, ${lost.length} lost, ${whileDown.length} 503 while down, recovered in ${recoveredAt - upAt} ms`,
    );

    // Only two answers exist: saved, or a clear 503; never a 500 and never silence.
    const others = answers.filter((answer) => answer.status !== 201 && answer.status !== 503);
    expect(others.map((answer) => `${answer.status} ${JSON.stringify(answer.body)}`)).toEqual([]);
    expect(new Set(unavailable.map((answer) => answer.body.code))).toEqual(new Set(['SERVICE_UNAVAILABLE']));
    expect(unavailable[0]!.body.error).toBe(
      'The service is temporarily unavailable. Please try again shortly.',
    );
    expect(whileDown.length).toBeGreaterThanOrEqual(ANSWERS_WHILE_DOWN);
    // A refused connection is answered at once, not after some timeout.
    expect(Math.max(...whileDown.map((answer) => answer.answeredAt - answer.sentAt))).toBeLessThan(2_000);
    expect(lost).toEqual([]);
    // Requests sent once a command went through again all succeed: nothing needed a restart.
    expect(answers.filter((answer) => answer.sentAt >= recoveredAt && answer.status !== 201)).toEqual([]);

    // The read models catch up with every event, and both services report healthy.
    await eventually(
      async () => {
        const { rows } = await pool.query<{ count: string }>('select count(*) from discounts');
        return Number(rows[0]!.count) === events.size;
      },
      { what: 'the discounts read model holding every created code', timeoutMs: 30_000 },
    );
    expect((await api.waitFor(`${apiBase}/api/health`)).status).toBe(200);
    expect((await projections.waitFor(projectionsHealth)).status).toBe(200);
  },
  LOAD_TIMEOUT_MS + 60_000,
);
