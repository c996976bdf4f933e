// Which licences an owner can renew (spec §2 Licence card, the shared plan's renewal rule): not revoked and
// with an end date, whether it is still active or has expired; a licence without an end needs no renewing.
import type { LicenceView } from '@shop/command-api/contracts';

export function canRenew(licence: LicenceView): boolean {
  return licence.status !== 'revoked' && licence.expiresAt !== undefined;
}
