// Who may download the robot: anyone holding an active licence. Otherwise the most telling reason:
// a revoked licence, then an expired one (also an active one past its expiry that the expiry task
// has not marked yet), then none at all.
import { licencesOfUser, type ReadModels } from '@shop/projections';
import type { Kysely } from 'kysely';
import { DOWNLOAD_REFUSALS, type DownloadRefusal, type Entitlement } from '../contracts/releases.js';

export type Decision = Entitlement & { licenceId: string | null };

export async function entitlementOf(db: Kysely<ReadModels>, userId: string, now: Date): Promise<Decision> {
  const licences = await licencesOfUser(db, userId);
  const running = (licence: (typeof licences)[number]) =>
    licence.status === 'active' && (licence.expires_at === null || licence.expires_at > now);
  const active = licences.find(running);
  if (active) return { allowed: true, reason: null, message: null, licenceId: active.licence_id };
  const reason: DownloadRefusal = licences.some((licence) => licence.status === 'revoked')
    ? 'REVOKED'
    : licences.length > 0
      ? 'EXPIRED'
      : 'NO_LICENSE';
  return { allowed: false, reason, message: DOWNLOAD_REFUSALS[reason], licenceId: null };
}
