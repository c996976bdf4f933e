// Runs one bench as its own process (node + tsx with the `source` condition, as its npm script
// does), its output shown live and kept for the figure. The bench runs in a process group of its own
// that hears Ctrl-C once, from here, as a terminal would tell it: the bench and everything it started
// (PostgreSQL, the services) get the signal together, and the bench stops them in order.
import { spawn } from 'node:child_process';

export interface ChildOutcome {
  exitCode: number | string;
  stdout: string;
  seconds: number;
  /** Stopped by Ctrl-C or SIGTERM: run no further benches. */
  interrupted: boolean;
}

export function runChild(entry: string, cwd: string, env: NodeJS.ProcessEnv): Promise<ChildOutcome> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', entry], {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    stdout += chunk.toString('utf8');
  });
  // npm and the terminal may both deliver the signal: the bench hears it once.
  let interrupted = false;
  const forward = (signal: NodeJS.Signals) => {
    if (!interrupted && child.pid !== undefined) process.kill(-child.pid, signal);
    interrupted = true;
  };
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  return new Promise((resolve) => {
    child.once('close', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      const seconds = (performance.now() - started) / 1000;
      resolve({ exitCode: code ?? signal ?? 'unknown', stdout, seconds, interrupted });
    });
  });
}
