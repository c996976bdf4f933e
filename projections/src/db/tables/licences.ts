// Licences as the API lists them, and each licence's events as its audit trail.
import type { Selectable } from 'kysely';

export interface LicencesTable {
  licence_id: string;
  license_key: string;
  user_id: string;
  /** As recorded; an active licence past expires_at is shown as expired (see effectiveStatus). */
  status: 'active' | 'expired' | 'revoked';
  account_number: string;
  account_number_changes: number;
  user_changes: number;
  issued_at: Date;
  updated_at: Date;
  expires_at: Date | null;
  revision: string;
}

export interface LicenceHistoryTable {
  licence_id: string;
  revision: string;
  type: string;
  at: Date;
  actor: string;
  data: unknown;
}

export type LicenceRow = Selectable<LicencesTable>;
export type LicenceHistoryRow = Selectable<LicenceHistoryTable>;
