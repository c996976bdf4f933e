// With a log file, every line lands in the file and only warnings and errors on stdout.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'shop-logger-'));
});
afterAll(async () => rm(folder, { recursive: true, force: true }));

const logger = fileURLToPath(new URL('./logger.ts', import.meta.url));

/** Logs in a process of its own (stdout is where the lines go), then exits at once. */
async function logInAProcess(file: string, level: string) {
  const script = `
    const { createLogger } = await import(${JSON.stringify(logger)});
    const log = createLogger({ level: ${JSON.stringify(level)}, name: 't', pretty: false, file: ${JSON.stringify(file)} });
    log.debug('a debug line');
    log.info({ url: '/api/robot/equity' }, 'request completed');
    log.warn('a warning');
    log.error('an error');
    process.exit(0);`;
  const { stdout } = await promisify(execFile)(process.execPath, [
    '--import',
    'tsx',
    '--input-type=module',
    '-e',
    script,
  ]);
  const lines = (text: string) =>
    text
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line).msg);
  return { stdout: lines(stdout), file: lines(await readFile(file, 'utf8')) };
}

it('writes every line at the level to the file, creating its folder, and warnings and errors to stdout too', async () => {
  const output = await logInAProcess(join(folder, 'logs', 'shop.log'), 'info');
  expect(output.file).toEqual(['request completed', 'a warning', 'an error']);
  expect(output.stdout).toEqual(['a warning', 'an error']);
});

it('keeps a stricter level on stdout as well', async () => {
  const output = await logInAProcess(join(folder, 'error.log'), 'error');
  expect(output.file).toEqual(['an error']);
  expect(output.stdout).toEqual(['an error']);
});
