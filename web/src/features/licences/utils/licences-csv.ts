// The licences export (spec §9 CSV exports): key, user, status, account, issued, expires; named with the
// current date.
import type { LicenceView } from '@shop/command-api/contracts';
import { datedCsvFileName, toCsv } from '../../../lib/csv';
import { LICENCE_SCREEN_MESSAGES } from '../messages';

export const LICENCES_CSV_HEADER = ['License Key', 'User', 'Status', 'Account Number', 'Issued', 'Expires'];

/** Dates stay ISO 8601, which every spreadsheet reads the same way whatever its locale. */
export function buildLicencesCsv(licences: readonly LicenceView[]): string {
  return toCsv(
    LICENCES_CSV_HEADER,
    licences.map((licence) => [
      licence.licenseKey,
      licence.userId.username,
      licence.status,
      licence.accountNumber,
      licence.issuedAt,
      licence.expiresAt ?? LICENCE_SCREEN_MESSAGES.noExpiration,
    ]),
  );
}

export function licencesCsvFileName(now: Date): string {
  return datedCsvFileName('licenses', now);
}
