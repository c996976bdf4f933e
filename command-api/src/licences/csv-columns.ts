// The licences export's file name and columns (spec §9 CSV exports): key, user, status, account, issued,
// expires, as the licence list shows them; dates stay ISO 8601, which every spreadsheet reads alike.
import type { LicenceView } from '../contracts/licences.js';
import type { CsvColumn } from '../http/csv-stream.js';

export const LICENCES_CSV_NAME = 'licenses';

export const LICENCE_CSV_COLUMNS: readonly CsvColumn<LicenceView>[] = [
  { header: 'License Key', cell: (licence) => licence.licenseKey },
  { header: 'User', cell: (licence) => licence.userId.username },
  { header: 'Status', cell: (licence) => licence.status },
  { header: 'Account Number', cell: (licence) => licence.accountNumber },
  { header: 'Issued', cell: (licence) => licence.issuedAt },
  { header: 'Expires', cell: (licence) => licence.expiresAt ?? 'No expiration' },
];
