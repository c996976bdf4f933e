// Which licence a robot reports for: its key and account number must name an active licence bound
// to that account. Answers are cached for a few seconds, so 2,000 reports/s do not mean 2,000
// licence lookups/s; a revocation reaches the robots within that time.
import { DomainError, effectiveStatus, normalizeLicenceKey } from '@shop/domain';
import { findLicenceByKey, type ReadModels } from '@shop/projections';
import type { Kysely } from 'kysely';
import { ROBOT_MESSAGES } from '../contracts/robot.js';

type Refusal = 'UNKNOWN_KEY' | 'OTHER_ACCOUNT' | 'EXPIRED' | 'REVOKED';

interface CachedLicence {
  licenceId: string;
  accountNumber: number;
  status: 'active' | 'expired' | 'revoked';
  expiresAt: string | null;
}

const CACHE_MS = 10_000;
/** An unknown key is asked again sooner: a licence issued a moment ago may not be in the read model yet. */
const UNKNOWN_CACHE_MS = 1_000;
const CACHE_ENTRIES = 100_000;

function refusal(reason: Refusal): DomainError {
  return new DomainError(
    reason,
    ROBOT_MESSAGES[reason],
    reason === 'UNKNOWN_KEY' ? 'unauthenticated' : 'forbidden',
  );
}

export function createRobotIdentity(db: Kysely<ReadModels>, clock: () => Date) {
  const cache = new Map<string, { licence: CachedLicence | null; until: number }>();

  async function lookUp(key: string): Promise<CachedLicence | null> {
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && hit.until > now) return hit.licence;
    const row = await findLicenceByKey(db, key);
    const licence = row
      ? {
          licenceId: row.licence_id,
          accountNumber: Number(row.account_number),
          status: row.status,
          expiresAt: row.expires_at?.toISOString() ?? null,
        }
      : null;
    // Oldest entries go first (a Map keeps insertion order).
    if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.delete(key);
    cache.set(key, { licence, until: now + (licence ? CACHE_MS : UNKNOWN_CACHE_MS) });
    return licence;
  }

  /** The licence id, or a 401/403 in the licence check's words. */
  async function licenceOf(licenseKey: string, accountNumber: number): Promise<string> {
    const licence = await lookUp(normalizeLicenceKey(licenseKey));
    if (!licence) throw refusal('UNKNOWN_KEY');
    const status = effectiveStatus(licence, clock().toISOString());
    if (status === 'revoked') throw refusal('REVOKED');
    if (status === 'expired') throw refusal('EXPIRED');
    if (licence.accountNumber !== accountNumber) throw refusal('OTHER_ACCOUNT');
    return licence.licenceId;
  }

  return { licenceOf };
}

export type RobotIdentity = ReturnType<typeof createRobotIdentity>;
