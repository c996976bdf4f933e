// A licences row back as the domain's licence state (the row keeps every field the state has).
import type { IssuedLicence } from '@shop/domain';
import type { LicenceRow } from '../../db/tables/licences.js';

export function licenceStateFromRow(row: LicenceRow): IssuedLicence {
  return {
    status: row.status,
    licenceId: row.licence_id,
    licenseKey: row.license_key,
    userId: row.user_id,
    accountNumber: Number(row.account_number),
    issuedAt: row.issued_at.toISOString(),
    expiresAt: row.expires_at?.toISOString() ?? null,
    accountNumberChanges: row.account_number_changes,
    userChanges: row.user_changes,
    updatedAt: row.updated_at.toISOString(),
  };
}
