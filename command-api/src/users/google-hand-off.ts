// One-time codes that carry a finished Google sign-in from the callback to the web app. A code is 32
// random bytes, kept only as its SHA-256 in a PostgreSQL table that every API process shares, bound
// to a second random value the browser holds in an httpOnly cookie, good once and for 60 seconds.
import { createHash, randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

export const HAND_OFF_SECONDS = 60;
/** Codes this long past their expiry are swept away when new ones are issued. */
const SWEEP_AFTER_MS = 10 * 60_000;

const sha256 = (value: string) => createHash('sha256').update(value).digest();
const randomValue = () => randomBytes(32).toString('base64url');

export interface HandOff {
  /** Goes into the address the browser is sent to. */
  code: string;
  /** Goes into the browser's httpOnly cookie. */
  browserKey: string;
}

export function createGoogleHandOffs(db: Kysely<unknown>, clock: () => Date) {
  return {
    async issue(userId: string): Promise<HandOff> {
      const handOff = { code: randomValue(), browserKey: randomValue() };
      const now = clock().getTime();
      await sql`
        insert into google_hand_offs (code_hash, browser_hash, user_id, expires_at)
        values (${sha256(handOff.code)}, ${sha256(handOff.browserKey)}, ${userId},
                ${new Date(now + HAND_OFF_SECONDS * 1000)})`.execute(db);
      await sql`delete from google_hand_offs where expires_at < ${new Date(now - SWEEP_AFTER_MS)}`.execute(
        db,
      );
      return handOff;
    },

    /**
     * The account the code was issued for, if it is presented with its own browser's key and in time.
     * A match is deleted in the same statement, so of any number of concurrent exchanges one wins.
     */
    async redeem(code: string, browserKey: string | undefined): Promise<string | undefined> {
      if (!browserKey) return undefined;
      const { rows } = await sql<{ user_id: string; expires_at: Date }>`
        delete from google_hand_offs
        where code_hash = ${sha256(code)} and browser_hash = ${sha256(browserKey)}
        returning user_id, expires_at`.execute(db);
      const found = rows[0];
      return found && found.expires_at.getTime() > clock().getTime() ? found.user_id : undefined;
    },
  };
}
