// Vitest global setup: one throwaway PostgreSQL cluster per test run (or TEST_DATABASE_URL's server).
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../postgres/embedded.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A URL to a database on the test server with the right to create databases. */
    postgresAdminUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    project.provide('postgresAdminUrl', external);
    return;
  }
  const parent = await mkdtemp(join(tmpdir(), 'shop-test-pg-'));
  // The server runs as the `postgres` user when we are root: it must reach its folder.
  await chmod(parent, 0o755);
  const dataDir = join(parent, 'data');
  const server = await startEmbeddedPostgres({
    dataDir,
    persistent: false,
    // Throwaway data: durability settings only slow the suite down.
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
  });
  project.provide('postgresAdminUrl', server.url);
  return async () => {
    await server.stop();
    await rm(parent, { recursive: true, force: true });
  };
}
