// Debian's Chromium started for Lighthouse: headless, with the flags this machine needs, listening for the
// DevTools protocol on a port it picks itself.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type RunningChromium = { port: number; stop(): Promise<void> };

export async function startChromium(): Promise<RunningChromium> {
  const profile = await mkdtemp(join(tmpdir(), 'bench-web-chromium-'));
  const child = spawn(
    CHROME_PATH,
    [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const port = await devToolsPort(child);
  return {
    port,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** Chromium prints `DevTools listening on ws://127.0.0.1:<port>/…` once it is ready. */
function devToolsPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${output}`)), 20_000);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`Chromium exited with ${code}:\n${output}`)));
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk;
      const port = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(Number(port));
      }
    });
  });
}
