// Each test file gets its own empty database on the run's PostgreSQL server.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createPool, type Pool, quoteIdentifier, withDatabase } from '../postgres/database.js';

export interface TestDatabase {
  url: string;
  name: string;
  pool: Pool;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

export async function createTestDatabase(poolSize = 10): Promise<TestDatabase> {
  const adminUrl = inject('postgresAdminUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database ${quoteIdentifier(name)}`));
  const url = withDatabase(adminUrl, name);
  const pool = createPool(url, { max: poolSize, applicationName: 'test' });
  return {
    url,
    name,
    pool,
    async drop() {
      await pool.end();
      await withAdminClient(adminUrl, (client) =>
        client.query(`drop database if exists ${quoteIdentifier(name)} with (force)`),
      );
    },
  };
}

async function withAdminClient<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
