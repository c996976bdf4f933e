// Per-account limits (failed logins, mails asked for one address) counted in PostgreSQL through
// rate-limiter-flexible, so every API process shares one count and a restart forgets nothing.
import { createHash } from 'node:crypto';
import type { Pool } from '@shop/infra';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';

/** Created by the API's own migrations (command-api/src/db). */
const RATE_LIMITS_TABLE = 'api_rate_limits';

/** Attempts on one key (an account, an address asked for mail) in a fixed window. */
export class AttemptLimiter {
  private readonly store: RateLimiterPostgres;

  constructor(pool: Pool, name: string, max: number, windowMs: number) {
    this.store = new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: RATE_LIMITS_TABLE,
      // The migration made it: the library's own create-table is not safe when two processes start at once.
      tableCreated: true,
      keyPrefix: name,
      points: max,
      duration: Math.ceil(windowMs / 1000),
    });
  }

  /**
   * Counts an attempt, before its outcome is known so that parallel attempts cannot slip past the
   * limit. Answers 0 when it is allowed, or the seconds until the next one is.
   */
  async take(key: string): Promise<number> {
    try {
      await this.store.consume(stored(key));
      return 0;
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      throw refusal;
    }
  }

  /** Gives back an attempt taken for something that turned out not to count (a right password). */
  async giveBack(key: string): Promise<void> {
    await this.store.reward(stored(key));
  }

  /** Forgets every attempt on the key. */
  async reset(key: string): Promise<void> {
    await this.store.delete(stored(key));
  }
}

export interface AccountLimits {
  /** 10 failed logins per account in 15 minutes. */
  failedLogins: AttemptLimiter;
  /** 3 mails of one kind asked for one address in an hour. */
  mailRequests: AttemptLimiter;
  /** 10 wrong second-factor codes (or current passwords) per account in 15 minutes. */
  failedSecondFactors: AttemptLimiter;
}

export function createAccountLimits(pool: Pool): AccountLimits {
  return {
    failedLogins: new AttemptLimiter(pool, 'failed-login', 10, 15 * 60_000),
    mailRequests: new AttemptLimiter(pool, 'mail-request', 3, 60 * 60_000),
    failedSecondFactors: new AttemptLimiter(pool, 'failed-second-factor', 10, 15 * 60_000),
  };
}

/** Keys may hold an email or a username: the table keeps only their SHA-256. */
function stored(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}
