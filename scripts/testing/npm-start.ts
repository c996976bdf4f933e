// Runs `npm start` the way a person does, for tests: its own process group (so SIGINT reaches every
// process, like Ctrl-C), the output kept, and a wait for the health check.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { findFreePort } from '../../infra/src/postgres/free-port.js';
import { eventually } from '../../infra/src/testing/eventually.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface StartedShop {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

export async function npmStart(env: Record<string, string>): Promise<StartedShop> {
  const port = await findFreePort();
  let output = '';
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, url: `http://localhost:${port}`, output: () => output, exited };
}

export function waitForHealth(url: string, timeoutMs: number): Promise<Response> {
  return eventually(() => fetch(`${url}/api/health`).catch(() => undefined), {
    what: `a healthy answer from ${url}`,
    accept: (response) => response?.status === 200,
    timeoutMs,
    intervalMs: 100,
  }) as Promise<Response>;
}

/**
 * Like Ctrl-C in a terminal: SIGINT to the whole process group, then wait until every process of
 * the group (npm, node, postgres) has ended. npm itself may leave before its children finish.
 */
export async function ctrlC(started: StartedShop, timeoutMs = 20_000): Promise<number | null> {
  const group = -started.child.pid!;
  if (groupAlive(group)) process.kill(group, 'SIGINT');
  const code = await started.exited;
  const deadline = Date.now() + timeoutMs;
  while (groupAlive(group)) {
    if (Date.now() > deadline)
      throw new Error(`processes of group ${-group} still running ${timeoutMs} ms after Ctrl-C`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return code;
}

function groupAlive(group: number): boolean {
  try {
    process.kill(group, 0);
    return true;
  } catch {
    return false;
  }
}

/** The node process running scripts/start.ts under this `npm start` (npm and sh are its parents). */
export function startScriptPid(started: StartedShop): number {
  const out = execFileSync('ps', ['-eo', 'pid=,pgid=,args='], { encoding: 'utf8' });
  const line = out
    .split('\n')
    .map((row) => row.trim().split(/\s+/))
    .find(
      ([, pgid, command, ...args]) =>
        Number(pgid) === started.child.pid && command === 'node' && args.includes('scripts/start.ts'),
    );
  if (!line) throw new Error('no node process runs scripts/start.ts in this npm start');
  return Number(line[0]);
}

export function processesUsing(folder: string): string[] {
  const out = execFileSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' });
  return out.split('\n').filter((line) => line.includes(folder));
}
