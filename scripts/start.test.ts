// `npm start` as a newcomer runs it: no environment beyond a port and a data folder, an embedded
// PostgreSQL, the web app and the API; Ctrl-C (SIGINT to the process group) stops every process.
import { existsSync, statSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../infra/src/postgres/free-port.js';
import { eventually } from '../infra/src/testing/eventually.js';
import { createTestDatabase } from '../infra/src/testing/test-database.js';
import {
  ctrlC,
  processesUsing,
  type StartedShop,
  startScriptPid,
  npmStart as startShop,
  waitForHealth,
} from './testing/npm-start.js';

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'shop-start-'));
  await chmod(dataDir, 0o755);
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

// How long a start may take here before it counts as broken: generous, as the machine may be busy.
// The time itself (TARGETS P8: 15 s) is a figure for the benchmarks, not a test's assertion.
const READY_WITHIN_MS = 60_000;

const npmStart = (env: Record<string, string>) => startShop({ DATA_DIR: dataDir, ...env });

/** The block `npm start` prints when it is ready; it ends with the line saying how to stop. */
const readyBlock = (started: StartedShop) =>
  eventually(async () => /\nReady: [\s\S]*?Ctrl-C stops everything\.\n/.exec(started.output())?.[0], {
    what: 'the ready block',
    accept: (block) => block !== undefined,
    timeoutMs: 30_000,
    intervalMs: 100,
  }) as Promise<string>;

const logFile = () => join(dataDir, 'logs', 'shop.log');
const robotRequestsLogged = async () =>
  (await readFile(logFile(), 'utf8')).split('\n').filter((line) => line.includes('"url":"/api/robot/'))
    .length;

/** What the terminal shows after Ctrl-C: a line per part stopped, no error and no stack trace. */
function expectCalmStop(output: string, database: string) {
  const endOfReady = 'Ctrl-C stops everything.\n';
  expect(output).toContain(endOfReady);
  const afterCtrlC = output.slice(output.indexOf(endOfReady) + endOfReady.length);
  expect(afterCtrlC).toContain('Stopped the API\n');
  expect(afterCtrlC).toContain('Stopped the projections and email reactors\n');
  expect(afterCtrlC).toContain(`Stopped ${database}\n`);
  expect(afterCtrlC).not.toMatch(/error|EPIPE|\n\s+at /i);
}

let mailboxOfTheFirstStart: string | undefined;
let passwordOfTheFirstStart: string | undefined;

describe('npm start', () => {
  it('serves the web app and a healthy API, and Ctrl-C stops every process', async () => {
    const metricsPort = await findFreePort();
    // As a newcomer starts it: request logs (info) on, going to the log file.
    const started = await npmStart({ METRICS_PORT: String(metricsPort), LOG_LEVEL: 'info' });
    try {
      const health = await waitForHealth(started.url, READY_WITHIN_MS);
      expect(await health.json()).toMatchObject({
        success: true,
        status: 'ok',
        eventStore: { kind: 'postgres' },
      });

      const page = await fetch(`${started.url}/dashboard`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
      const missing = await fetch(`${started.url}/api/unknown`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      // Metrics only on their own loopback listener, which the start names; the public port has none.
      expect((await fetch(`${started.url}/metrics`)).status).toBe(404);
      const scrape = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(await scrape.text()).toContain('http_request_duration_seconds_count{');
      const block = await readyBlock(started);
      const endOfReady = started.output().indexOf(block) + block.length;
      // The first start made the admin: its password is in the block, the last thing on screen.
      passwordOfTheFirstStart = /Admin: {7}admin@localhost\.localdomain {2}password (\S{20,})\n/.exec(
        block,
      )?.[1];
      expect(passwordOfTheFirstStart).toBeDefined();
      expect(block).toContain('shown only this once');
      mailboxOfTheFirstStart = /Dev mailbox: (\S+)/.exec(block)?.[1];
      expect(mailboxOfTheFirstStart).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(block).toMatch(/Dev chain: {3}http:\/\/127\.0\.0\.1:\d+ .*npm run dev:pay/);
      expect(block).toContain(`API docs:    ${started.url}/api/docs`);
      expect(block).toContain(`Log:         ${logFile()}`);
      // Calm: the demo robot keeps reporting (its requests logged to the file), the terminal stays still.
      const robotRequestsAtReady = await robotRequestsLogged();
      await eventually(robotRequestsLogged, {
        what: 'a report of the demo robot logged after the ready block',
        accept: (count) => count > robotRequestsAtReady,
        timeoutMs: 60_000,
        intervalMs: 200,
      });
      expect(started.output().slice(endOfReady)).toBe('');
      expect(await readFile(logFile(), 'utf8')).toContain('"url":"/api/unknown"');
      // The start says which payment keys each network uses: the development keys only on the dev chain.
      expect(started.output()).toContain(`Metrics:     http://127.0.0.1:${metricsPort}/metrics`);
      expect(started.output()).toContain('Keys:        BEP20: public development keys (dev chain only)');
      expect(started.output()).toContain(
        'Keys:        TRC20: no node configured, so no orders and no addresses',
      );
      expect(processesUsing(dataDir).some((line) => line.includes('postgres'))).toBe(true);
    } finally {
      await ctrlC(started);
    }
    expect(processesUsing(dataDir)).toEqual([]);
    expect(existsSync(join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
    expectCalmStop(started.output(), 'the database');
    expect(started.output()).toContain('Stopped the demo robot\nStopped the API\n');
  }, 180_000);

  it('starts again on the data it kept', async () => {
    const versionFile = join(dataDir, 'postgres', 'PG_VERSION');
    const initialisedAt = statSync(versionFile).mtimeMs;
    const started = await npmStart({});
    try {
      await waitForHealth(started.url, READY_WITHIN_MS);
      expect(statSync(versionFile).mtimeMs).toBe(initialisedAt);
      // The admin's email again, not the password; the dev mailbox where it was.
      const block = await readyBlock(started);
      expect(block).toContain(
        'Admin:       admin@localhost.localdomain  (password shown on the first start)\n',
      );
      expect(started.output()).not.toContain(passwordOfTheFirstStart);
      expect(block).toContain(`Dev mailbox: ${mailboxOfTheFirstStart}  `);
    } finally {
      await ctrlC(started);
    }
    expect(processesUsing(dataDir)).toEqual([]);
  }, 120_000);

  it('takes its database and dev chain down with it when it is killed', async () => {
    const started = await npmStart({});
    try {
      await waitForHealth(started.url, READY_WITHIN_MS);
      const running = processesUsing(dataDir).join('\n');
      expect(running).toContain('postgres');
      expect(running).toContain('anvil');
      // No ordered stop: the kernel tells the children (setpriv --pdeathsig), in their own process groups.
      process.kill(startScriptPid(started), 'SIGKILL');
      await eventually(async () => processesUsing(dataDir), {
        what: 'the database and dev chain of a killed start to end',
        accept: (left) => left.length === 0,
        timeoutMs: 20_000,
        intervalMs: 100,
      });
    } finally {
      await ctrlC(started);
    }
  }, 120_000);

  it('runs on an external PostgreSQL given by DATABASE_URL, embedding none', async () => {
    const external = await createTestDatabase(2);
    const started = await npmStart({ DATABASE_URL: external.url, DATA_DIR: join(dataDir, 'unused') });
    try {
      await waitForHealth(started.url, READY_WITHIN_MS);
      const { rows } = await external.pool.query<{ count: string }>(
        "select count(*) from pg_tables where tablename in ('events', 'projection_checkpoints')",
      );
      expect(rows[0]?.count).toBe('2');
      expect(existsSync(join(dataDir, 'unused', 'postgres'))).toBe(false);
    } finally {
      await ctrlC(started);
      await external.drop();
    }
    expectCalmStop(started.output(), 'the database connections');
  }, 120_000);

  it('refuses a bad setting, naming the variable and what it expects', async () => {
    const started = await npmStart({ PORT: 'eighty' });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain('PORT must be a TCP port number (1-65535) (got "eighty")');
  });

  it('refuses a BSC node without its watch-only key instead of taking payments to the development keys', async () => {
    const started = await npmStart({ BSC_RPC_URL: 'https://bsc-dataseed.example.org' });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain(
      'BSC_RPC_URL is set but BEP20_XPUB is not: payments would go to the public development keys. ' +
        "Set BEP20_XPUB to your wallet's watch-only xpub.",
    );
  });
});
