// One active instance per projector: a session advisory lock held on a dedicated connection.
// If that connection dies the lock is gone, so the holder must stop; a standby takes over.
import pg from 'pg';

export interface LeaderLock {
  /** Resolves when the lock is lost (connection error); never for a clean release. */
  readonly lost: Promise<void>;
  release(): Promise<void>;
}

export async function tryAcquireLeaderLock(
  connectionString: string,
  name: string,
): Promise<LeaderLock | undefined> {
  const client = new pg.Client({ connectionString, application_name: `leader:${name}` });
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
      'select pg_try_advisory_lock(hashtextextended($1, 0)) as locked',
      [`projector:${name}`],
    );
    if (rows[0]?.locked) {
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
  released = true;
  await client.end().catch(() => {});
  return undefined;
}
