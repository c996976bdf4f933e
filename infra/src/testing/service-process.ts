// Runs a production entry point as its own process, the way a container does (node + tsx with the
// `source` condition, not npm start): waits until an address answers, keeps the output for failure
// messages, and stops it with a signal, reporting the exit code and how long the exit took.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { findFreePort } from '../postgres/free-port.js';
import { eventually } from './eventually.js';

export { findFreePort };

export interface ServiceExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** From the signal to the exit. */
  ms: number;
}

export interface ServiceProcess {
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Polls `url` until it answers `status`; throws with the output when the process dies or time runs out. */
  waitFor(url: string, options?: { status?: number; timeoutMs?: number }): Promise<Response>;
  /** Sends `signal` and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<ServiceExit>;
  /** Settles when the process ends on its own (or is stopped), with its exit code or signal. */
  exited: Promise<Omit<ServiceExit, 'ms'>>;
}

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * `entry` relative to the repository root: a source file (`command-api/src/main.ts`, run through tsx) or
 * a compiled one (`command-api/dist/main.js`, run by node alone); only `env` and PATH are passed on.
 */
export function startServiceProcess(entry: string, env: Record<string, string>): ServiceProcess {
  const args = entry.endsWith('.ts') ? ['--import', 'tsx', '--conditions=source', entry] : [entry];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: repositoryRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let dead = false;
  void exited.then(() => {
    dead = true;
  });

  return {
    exited,
    output: () => output,
    async waitFor(url, { status = 200, timeoutMs = 30_000 } = {}) {
      const answer = await eventually(
        async () => {
          if (dead) throw new Error(`${entry} exited before ${url} answered:\n${output}`);
          return fetch(url).catch((error: unknown) => String(error));
        },
        {
          what: `${url} answering ${status}`,
          accept: (answer) => typeof answer !== 'string' && answer.status === status,
          timeoutMs,
          intervalMs: 100,
          explain: () => output,
        },
      );
      return answer as Response;
    },
    async stop(signal = 'SIGTERM') {
      const started = Date.now();
      if (!dead) child.kill(signal);
      const result = await exited;
      return { ...result, ms: Date.now() - started };
    },
  };
}
