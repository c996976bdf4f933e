// The frame every server bench runs in: a private temporary folder, child processes and clean-ups
// that run in order (children first, as they hold connections, then databases and clusters, then
// the folder) also on Ctrl-C, and on failure the stack trace with the last lines of each child's log.
// Benches report, they do not assert: exit code 0 whatever the figures, 1 only if the bench breaks.
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Child, tail } from './processes.js';

export interface BenchRun {
  /** Short name, e.g. `commands`: in progress lines, temporary folders and database names. */
  name: string;
  /** Private temporary folder (mode 0755 so an embedded PostgreSQL may use it). */
  folder: string;
  progress(line: string): void;
  /** A child process to stop at the end (and whose log explains a failure). */
  adopt(child: Child): Child;
  /** Runs at the end, in reverse order of registration, after every child has stopped. */
  onCleanup(cleanup: () => Promise<void>): void;
}

export async function runBench(name: string, body: (run: BenchRun) => Promise<void>): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), `bench-${name}-`));
  await chmod(folder, 0o755);
  await mkdir(join(folder, 'data'), { recursive: true });
  const children: Child[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  const progress = (line: string) => process.stderr.write(`[bench:${name}] ${line}\n`);
  let failed = false;
  let cleaned: Promise<void> | undefined;
  const cleanUp = () =>
    (cleaned ??= (async () => {
      await Promise.all(children.map((child) => child.stop()));
      for (const cleanup of cleanups.reverse()) {
        await cleanup().catch((error: unknown) => progress(`cleanup: ${String(error)}`));
      }
      if (!failed || !process.env.BENCH_KEEP) await rm(folder, { recursive: true, force: true });
    })());
  // Ctrl-C stops the embedded cluster too (its own exit hooks are taken off by startEmbeddedPostgres).
  const interrupted = () => {
    progress('interrupted: stopping everything');
    void cleanUp().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  const run: BenchRun = {
    name,
    folder,
    progress,
    adopt: (child) => {
      children.push(child);
      return child;
    },
    onCleanup: (cleanup) => {
      cleanups.push(cleanup);
    },
  };
  try {
    await body(run);
  } catch (error) {
    failed = true;
    process.stderr.write(`bench:${name} failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    for (const child of children) {
      const lines = await tail(child.logFile);
      if (lines) process.stderr.write(`--- last lines of ${child.name} (${child.logFile})\n${lines}\n`);
    }
  } finally {
    await cleanUp();
  }
  process.exitCode = failed ? 1 : 0;
}
