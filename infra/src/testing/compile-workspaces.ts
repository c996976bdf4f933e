// `npm run build`'s compile step for tests that start compiled services (`node <workspace>/dist/main.js`):
// tsc -b, incremental, one at a time across the test files running in parallel (a lock directory), so
// two builds never write the same dist files at once.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eventually } from './eventually.js';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
const lock = join(
  tmpdir(),
  `shop-tsc-build-${Buffer.from(repositoryRoot).toString('base64url').slice(-24)}.lock`,
);
/** A lock older than this was left by a killed run. */
const STALE_MS = 10 * 60_000;

function tryLock(): boolean {
  try {
    mkdirSync(lock);
    return true;
  } catch {
    const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > STALE_MS) rmSync(lock, { recursive: true, force: true });
    return false;
  }
}

/** Compiles `workspaces` (e.g. `command-api`) and what they reference; throws with tsc's output on errors. */
export async function compileWorkspaces(workspaces: readonly string[]): Promise<void> {
  await eventually(async () => tryLock(), { what: 'the other tsc -b to finish', timeoutMs: 300_000 });
  try {
    const tsc = join(repositoryRoot, 'node_modules/typescript/bin/tsc');
    const build = spawnSync(process.execPath, [tsc, '-b', ...workspaces], {
      cwd: repositoryRoot,
      encoding: 'utf8',
    });
    if (build.status !== 0)
      throw new Error(`tsc -b ${workspaces.join(' ')} failed:\n${build.stdout}${build.stderr}`);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
