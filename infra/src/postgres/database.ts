// Connection pools and kysely instances over one PostgreSQL database.
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';

// int8 (bigserial positions, counts) arrive as strings by default; callers convert where they need to.
export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;

export interface PoolOptions {
  max?: number;
  applicationName?: string;
  /** Schema for unqualified names on every connection (e.g. a scratch copy of the read models). */
  searchPath?: string;
}

export function createPool(
  connectionString: string,
  { max = 10, applicationName, searchPath }: PoolOptions = {},
): Pool {
  const options = searchPath ? `-c search_path=${quoteIdentifier(searchPath)}` : undefined;
  const pool = new pg.Pool({ connectionString, max, application_name: applicationName, options });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', () => {});
  // Nor may a checked-out one: pg-pool listens only to idle clients, and kysely holds a client
  // between queries (and a tick past the last), where the server's "terminating connection" would be
  // an unhandled 'error' event. The failed query still rejects, and the pool drops the dead client.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

export function createKysely<Database>(pool: Pool): Kysely<Database> {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** Replaces the database name in a connection URL. */
export function withDatabase(connectionString: string, database: string): string {
  const url = new URL(connectionString);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function ensureDatabaseExists(connectionString: string): Promise<void> {
  const name = decodeURIComponent(new URL(connectionString).pathname.slice(1));
  if (!name || name === 'postgres') return;
  const client = new pg.Client({ connectionString: withDatabase(connectionString, 'postgres') });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${quoteIdentifier(name)}`);
  } catch (error) {
    // Another process may have created it between our check and our create.
    if ((error as { code?: string }).code !== '42P04') throw error;
  } finally {
    await client.end();
  }
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
