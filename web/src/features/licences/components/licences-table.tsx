// The admin's licence table: every column sortable from its header (aria-sort on the sorted one), and
// per row Change Account, Revoke (until revoked), History and a link to the licence's audit trail.
import type { LicenceView } from '@shop/command-api/contracts';
import { AuditTrailLink } from '../../../components/ui/audit-trail-link';
import { LicenceStatusBadge } from '../../../components/ui/licence-status-badge';
import { formatDate } from '../../../lib/format';
import { LICENCE_SCREEN_MESSAGES } from '../messages';
import type { LicenceSort, LicenceSortKey } from '../utils/sort-licences';

const COLUMNS: ReadonlyArray<{ key: LicenceSortKey; label: string }> = [
  { key: 'licenseKey', label: 'License Key' },
  { key: 'username', label: 'User' },
  { key: 'email', label: 'Email' },
  { key: 'status', label: 'Status' },
  { key: 'accountNumber', label: 'Account Number' },
  { key: 'issuedAt', label: 'Issued' },
  { key: 'expiresAt', label: 'Expires' },
];

type LicencesTableProps = {
  licences: readonly LicenceView[];
  sort: LicenceSort;
  onSort: (key: LicenceSortKey) => void;
  onChangeAccount: (licence: LicenceView) => void;
  onRevoke: (licence: LicenceView) => void;
  onHistory: (licence: LicenceView) => void;
  /** The licence whose revocation is on its way, if any. */
  revokingId?: string;
};

export function LicencesTable({ licences, sort, ...actions }: LicencesTableProps) {
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">
          Licenses, sorted by {COLUMNS.find((column) => column.key === sort.key)?.label} {sort.direction}
        </caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={sort.key === column.key ? sort.direction : undefined}
              >
                <button type="button" className="sort-button" onClick={() => actions.onSort(column.key)}>
                  {column.label}
                  <span className="sort-button__icon" aria-hidden="true">
                    {sort.key !== column.key ? '↕' : sort.direction === 'ascending' ? '↑' : '↓'}
                  </span>
                </button>
              </th>
            ))}
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {licences.map((licence) => (
            <LicenceRow key={licence._id} licence={licence} {...actions} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LicenceRow({
  licence,
  onChangeAccount,
  onRevoke,
  onHistory,
  revokingId,
}: Omit<LicencesTableProps, 'licences' | 'sort' | 'onSort'> & { licence: LicenceView }) {
  const revoked = licence.status === 'revoked';
  return (
    <tr>
      <th scope="row">
        <code className="licence-key">{licence.licenseKey}</code>
      </th>
      <td>{licence.userId.username}</td>
      <td>{licence.userId.email}</td>
      <td>
        <LicenceStatusBadge status={licence.status} />
      </td>
      <td>{licence.accountNumber}</td>
      <td>{formatDate(licence.issuedAt)}</td>
      <td>{licence.expiresAt ? formatDate(licence.expiresAt) : LICENCE_SCREEN_MESSAGES.noExpiration}</td>
      <td>
        <div className="row-actions">
          {/* A revoked licence can neither move nor be revoked again (the API refuses both). */}
          {!revoked && (
            <button type="button" className="button button--small" onClick={() => onChangeAccount(licence)}>
              Change Account
            </button>
          )}
          {!revoked && (
            <button
              type="button"
              className="button button--small button--danger"
              disabled={revokingId === licence._id}
              onClick={() => onRevoke(licence)}
            >
              {revokingId === licence._id ? 'Revoking...' : 'Revoke'}
            </button>
          )}
          <button type="button" className="button button--small" onClick={() => onHistory(licence)}>
            History
          </button>
          <AuditTrailLink filters={{ category: 'licence', entityId: licence._id }} />
        </div>
      </td>
    </tr>
  );
}
