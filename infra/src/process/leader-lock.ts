// One active instance per projector: a session advisory lock held on a dedicated connection.
// If that connection dies the lock is gone, so the holder must stop; a standby takes over.
import pg from 'pg';

export interface LeaderLock {
  /** Resolves when the lock is lost (connection error); never for a clean release. */
  readonly lost: Promise<void>;
  release(): Promise<void>;
}

export function tryAcquireLeaderLock(
  connectionString: string,
  name: string,
): Promise<LeaderLock | undefined> {
  return tryAcquireLeaderLocks(connectionString, [name]);
}

/** Every one of `names` on one connection, or none of them. */
export async function tryAcquireLeaderLocks(
  connectionString: string,
  names: readonly string[],
): Promise<LeaderLock | undefined> {
  const client = new pg.Client({
    connectionString,
    application_name: `leader:${names.join(',')}`.slice(0, 63),
  });
  let markLost: () => void = () => {};
  const lost = new Promise<void>((resolve) => {
    markLost = resolve;
  });
  let released = false;
  client.on('error', () => {
    if (!released) markLost();
  });
  client.on('end', () => {
    if (!released) markLost();
  });
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock(hashtextextended(name, 0)) as locked from unnest($1::text[]) as name',
      [names.map((name) => `projector:${name}`)],
    );
    if (rows.every((row) => row.locked)) {
      return {
        lost,
        async release() {
          released = true;
          await client.end().catch(() => {});
        },
      };
    }
  } catch (error) {
    released = true;
    await client.end().catch(() => {});
    throw error;
  }
  // Those it did take go with the connection.
  released = true;
  await client.end().catch(() => {});
  return undefined;
}
