// The licence as the API shows it (spec §3 Licence), from the read model or from a command's new state.
import { changesRemaining, effectiveStatus, type IssuedLicence } from '@shop/domain';
import { type LicenceWithOwner, licenceStateFromRow } from '@shop/projections';
import type { LicenceView } from '../contracts/licences.js';

export interface LicenceOwner {
  _id: string;
  username: string;
  email: string;
}

export function licenceViewFromState(
  licence: IssuedLicence,
  owner: LicenceOwner,
  allowance: number,
  now: Date,
  telemetry: Pick<LicenceView, 'dealCount' | 'equityCount' | 'robotVersion'> = {
    dealCount: 0,
    equityCount: 0,
    robotVersion: null,
  },
): LicenceView {
  return {
    _id: licence.licenceId,
    licenseKey: licence.licenseKey,
    userId: owner,
    status: effectiveStatus(licence, now.toISOString()),
    accountNumber: licence.accountNumber,
    accountNumberChanges: licence.accountNumberChanges,
    changesRemaining: changesRemaining(licence, allowance),
    changesAllowed: allowance,
    issuedAt: licence.issuedAt,
    createdAt: licence.issuedAt,
    updatedAt: licence.updatedAt,
    ...(licence.expiresAt === null ? {} : { expiresAt: licence.expiresAt }),
    ...telemetry,
  };
}

export function licenceViewFromRow(row: LicenceWithOwner, allowance: number, now: Date): LicenceView {
  const owner = { _id: row.user_id, username: row.username, email: row.email };
  return licenceViewFromState(licenceStateFromRow(row), owner, allowance, now, {
    dealCount: row.deal_count ?? 0,
    equityCount: row.equity_count ?? 0,
    robotVersion: row.robot_version ?? null,
  });
}
