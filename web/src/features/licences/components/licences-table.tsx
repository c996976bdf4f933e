// The admin's licence table on the shared data table: the server's page in the chosen order, and per row
// Change Account and Revoke (until revoked), with History and the licence's audit trail under More.
import type { LicenceListSortKey, LicenceView } from '@shop/command-api/contracts';
import { DataTable } from '../../../components/data-table/data-table';
import type { ServerPageProps, TableSort } from '../../../components/data-table/data-table-types';
import { RowMenu } from '../../../components/data-table/row-menu';
import { auditTrailHref } from '../../../lib/audit-trail-link';
import { LICENCE_COLUMNS } from './licence-columns';

/** The server's order when none is chosen: the soonest to end first. */
export const DEFAULT_LICENCE_SORT: TableSort<LicenceListSortKey> = { key: 'expiresAt', order: 'asc' };

type LicenceActions = {
  onChangeAccount: (licence: LicenceView) => void;
  onRevoke: (licence: LicenceView) => void;
  onHistory: (licence: LicenceView) => void;
  /** The licence whose revocation is on its way, if any. */
  revokingId?: string;
};

type LicencesTableProps = LicenceActions &
  ServerPageProps<LicenceListSortKey> & {
    licences: readonly LicenceView[] | undefined;
  };

export function LicencesTable({
  licences,
  onChangeAccount,
  onRevoke,
  onHistory,
  revokingId,
  ...page
}: LicencesTableProps) {
  const actions = { onChangeAccount, onRevoke, onHistory, revokingId };
  return (
    <DataTable
      label="Licenses"
      columns={LICENCE_COLUMNS}
      rows={licences}
      rowKey={(licence) => licence._id}
      defaultSort={DEFAULT_LICENCE_SORT}
      actions={(licence) => <LicenceRowActions licence={licence} {...actions} />}
      loadingText="Loading licenses..."
      {...page}
    />
  );
}

function LicenceRowActions({
  licence,
  onChangeAccount,
  onRevoke,
  onHistory,
  revokingId,
}: LicenceActions & { licence: LicenceView }) {
  const revoked = licence.status === 'revoked';
  return (
    <>
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
      <RowMenu
        label={`More actions for license ${licence.licenseKey}`}
        items={[
          { label: 'History', onSelect: () => onHistory(licence) },
          { label: 'Audit trail', to: auditTrailHref({ category: 'licence', entityId: licence._id }) },
        ]}
      />
    </>
  );
}
