// Short-lived challenges kept in PostgreSQL, shared by every API process: a sign-in waiting for its
// second factor (5 minutes, at most 5 wrong codes), and a passkey ceremony's WebAuthn challenge. The
// token the client holds is 32 random bytes; only its SHA-256 is stored. A challenge is consumed by a
// delete that returns it, so of concurrent attempts one wins.
import { createHash, randomBytes } from 'node:crypto';
import type { LoginMethod } from '@shop/domain';
import { type Kysely, sql } from 'kysely';

export const SIGN_IN_CHALLENGE_MINUTES = 5;
export const WRONG_CODES_PER_CHALLENGE = 5;
/** Challenges this long past their expiry are swept away when new ones are issued. */
const SWEEP_AFTER_MS = 10 * 60_000;

/**
 * - `second-factor`: a sign-in that proved the password (or Google) and waits for the second factor.
 * - `passkey-sign-in`: a passwordless sign-in's WebAuthn challenge.
 * - `passkey-registration` / `passkey-step-up`: a signed-in user's ceremony.
 */
export type ChallengeKind = 'second-factor' | 'passkey-sign-in' | 'passkey-registration' | 'passkey-step-up';

export interface Challenge {
  kind: ChallengeKind;
  userId: string | null;
  method: LoginMethod | null;
  userAgent: string | null;
  webauthnChallenge: string | null;
  failures: number;
  expiresAt: Date;
}

interface ChallengeRow {
  kind: ChallengeKind;
  user_id: string | null;
  method: LoginMethod | null;
  user_agent: string | null;
  webauthn_challenge: string | null;
  failures: number;
  expires_at: Date;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest();

const fromRow = (row: ChallengeRow): Challenge => ({
  kind: row.kind,
  userId: row.user_id,
  method: row.method,
  userAgent: row.user_agent,
  webauthnChallenge: row.webauthn_challenge,
  failures: row.failures,
  expiresAt: row.expires_at,
});

export interface NewChallenge {
  kind: ChallengeKind;
  userId: string | null;
  method?: LoginMethod;
  userAgent?: string | null;
  webauthnChallenge?: string;
}

export function createSignInChallenges(db: Kysely<unknown>, clock: () => Date) {
  const live = (rows: ChallengeRow[], kind: ChallengeKind) => {
    const row = rows[0];
    return row && row.kind === kind && row.expires_at.getTime() > clock().getTime()
      ? fromRow(row)
      : undefined;
  };

  return {
    async issue(challenge: NewChallenge): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const now = clock().getTime();
      const expiresAt = new Date(now + SIGN_IN_CHALLENGE_MINUTES * 60_000);
      await sql`
        insert into sign_in_challenges (token_hash, kind, user_id, method, user_agent, webauthn_challenge, expires_at)
        values (${sha256(token)}, ${challenge.kind}, ${challenge.userId}, ${challenge.method ?? null},
                ${challenge.userAgent ?? null}, ${challenge.webauthnChallenge ?? null}, ${expiresAt})`.execute(
        db,
      );
      await sql`delete from sign_in_challenges where expires_at < ${new Date(now - SWEEP_AFTER_MS)}`.execute(
        db,
      );
      return { token, expiresAt };
    },

    /** The challenge, while it is of `kind` and in time. */
    async find(token: string, kind: ChallengeKind): Promise<Challenge | undefined> {
      const { rows } = await sql<ChallengeRow>`
        select * from sign_in_challenges where token_hash = ${sha256(token)}`.execute(db);
      return live(rows, kind);
    },

    /** Counts a wrong code; answers how many may still be tried (0: the challenge is gone). */
    async recordFailure(token: string): Promise<number> {
      const { rows } = await sql<{ failures: number }>`
        update sign_in_challenges set failures = failures + 1
        where token_hash = ${sha256(token)} returning failures`.execute(db);
      const left = WRONG_CODES_PER_CHALLENGE - (rows[0]?.failures ?? WRONG_CODES_PER_CHALLENGE);
      if (left <= 0)
        await sql`delete from sign_in_challenges where token_hash = ${sha256(token)}`.execute(db);
      return Math.max(0, left);
    },

    /** Takes the challenge away for good; undefined if it was already taken, expired or of another kind. */
    async consume(token: string, kind: ChallengeKind): Promise<Challenge | undefined> {
      const { rows } = await sql<ChallengeRow>`
        delete from sign_in_challenges where token_hash = ${sha256(token)} returning *`.execute(db);
      return live(rows, kind);
    },
  };
}

export type SignInChallenges = ReturnType<typeof createSignInChallenges>;
