// The monitored licences on the shared data table: the server's page in the chosen order, and per row a
// View button, in the actions column that stays in view, opening the licence's details below the list.
import type { MonitoringLicenceSortKey } from '@shop/command-api/contracts';
import { DataTable } from '../../../components/data-table/data-table';
import type { ServerPageProps, TableSort } from '../../../components/data-table/data-table-types';
import type { MonitoringLicence } from '../api/get-monitoring-licences';
import { MONITORING_MESSAGES } from '../messages';
import { MONITORING_COLUMNS } from './monitoring-columns';

/** The server's order when none is chosen: the robots heard from most recently first. */
export const DEFAULT_MONITORING_SORT: TableSort<MonitoringLicenceSortKey> = {
  key: 'lastSeen',
  order: 'desc',
};

type MonitoringLicencesTableProps = ServerPageProps<MonitoringLicenceSortKey> & {
  licences: readonly MonitoringLicence[] | undefined;
  selectedId: string | undefined;
  onSelect: (licence: MonitoringLicence) => void;
};

export function MonitoringLicencesTable({
  licences,
  selectedId,
  onSelect,
  ...page
}: MonitoringLicencesTableProps) {
  return (
    <DataTable
      label="Licenses"
      columns={MONITORING_COLUMNS}
      rows={licences}
      rowKey={(licence) => licence._id}
      defaultSort={DEFAULT_MONITORING_SORT}
      actions={(licence) => (
        <button
          type="button"
          className="button button--small"
          aria-label={`View ${licence.accountNumber}`}
          aria-pressed={licence._id === selectedId}
          onClick={() => onSelect(licence)}
        >
          View
        </button>
      )}
      loadingText={MONITORING_MESSAGES.loading}
      {...page}
    />
  );
}
