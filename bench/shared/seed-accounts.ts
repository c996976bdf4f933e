// Signed-in users for the benches, made the way the API makes them (its registration and sign-in:
// email and username reservations, sealed personal fields, a recorded login, a session token signed
// with the stack's key), straight through the event store. The password hash is cheap (bcrypt cost 4):
// nobody logs in with a password during a bench.
import {
  createPasswordHasher,
  createRegistration,
  createSessionStart,
  createSessionTokens,
} from '@shop/command-api';
import type { SecondFactorProof } from '@shop/domain';
import { type AppKeys, type EventMetadata, type EventStore, newId, type Pool } from '@shop/infra';
import { inParallel } from './in-parallel.js';
import { waitForRows } from './wait.js';

/** Config default of SESSION_HOURS: a token the API accepts for the whole bench. */
const SESSION_HOURS = 168;

export interface BenchUser {
  userId: string;
  /** `{ authorization: 'Bearer …' }`. */
  auth: Record<string, string>;
}

/** `apiUrl` is the API's PUBLIC_URL: its sessions' issuer. */
export function benchAccounts(store: EventStore, keys: AppKeys, apiUrl: string) {
  const accounts = {
    store,
    keys,
    passwords: createPasswordHasher(4),
    sessions: createSessionTokens(keys.sessionKey, apiUrl, SESSION_HOURS),
    clock: () => new Date(),
  };
  const registration = createRegistration(accounts);
  const startSession = createSessionStart(accounts);
  const metadata = (): EventMetadata => ({
    actor: 'system:bench',
    correlationId: newId(),
    causationId: null,
    occurredAt: new Date().toISOString(),
  });

  /** A session of an existing account; the first admin's proves its authenticator app (ADMIN_TOTP_SECRET). */
  async function signIn(userId: string, secondFactor?: SecondFactorProof): Promise<BenchUser> {
    const { token } = await startSession(
      userId,
      'password',
      { ...metadata(), actor: `user:${userId}` },
      { secondFactor },
    );
    return { userId, auth: { authorization: `Bearer ${token}` } };
  }

  /** The stack's first admin, whose authenticator app is ADMIN_TOTP_SECRET's: proves the current 30-second step. */
  function signInAdmin(userId: string): Promise<BenchUser> {
    return signIn(userId, { method: 'totp', step: Math.floor(Date.now() / 30_000) });
  }

  /** `count` verified traders, signed in; returns once the users read model shows them all. */
  async function signUpTraders(pool: Pool, count: number): Promise<BenchUser[]> {
    const { rows } = await pool.query<{ count: string }>('select count(*) from users');
    const prefix = newId().slice(0, 8);
    const users = await inParallel(count, 16, async (index) => {
      const username = `trader${prefix}${index}`;
      const { userId } = await registration.register(
        { username, email: `${username}@example.com`, password: 'Tr4ding!Robot', emailVerified: true },
        metadata(),
      );
      return signIn(userId);
    });
    await waitForRows(
      pool,
      'the users read model',
      'select count(*) from users',
      Number(rows[0]!.count) + count,
    );
    return users;
  }

  return { signIn, signInAdmin, signUpTraders };
}
