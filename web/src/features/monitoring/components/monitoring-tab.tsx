// The admin console's EA Monitoring section (spec §2 Admin dashboard): how many robots are online, the
// licences on the shared data table ten a page (searched, filtered online or offline and sorted by the
// server, the view kept in the address: /admin/monitoring?status=offline), and the selected licence in
// detail. Everything refreshes every 30 seconds; a failed call is only logged (spec §8), so the section
// shows what it has and nothing about the failure. Export CSV in the page header downloads every licence
// the search and filter match, in the table's order (a refused export is told in a notice).
import { MONITORING_LICENCE_SORTS, type MonitoringLicenceSortKey } from '@shop/command-api/contracts';
import { useState } from 'react';
import { useTableView } from '../../../components/data-table/use-table-view';
import { ConsolePageActions } from '../../../components/layout/console-page-actions';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { Notice, useNotice } from '../../../components/ui/notice';
import { failureMessage } from '../../../lib/api-client';
import { downloadExport, EXPORT_PATHS } from '../../../lib/download-export';
import {
  knownMonitoringView,
  MONITORING_FILTERS,
  type MonitoringLicence,
  useMonitoringLicences,
} from '../api/get-monitoring-licences';
import { MONITORING_MESSAGES } from '../messages';
import { LicenceDetail } from './licence-detail';
import { MonitoringFilters } from './monitoring-filters';
import { DEFAULT_MONITORING_SORT, MonitoringLicencesTable } from './monitoring-licences-table';
import { StatusSummary } from './status-summary';

const SORTS: readonly MonitoringLicenceSortKey[] = MONITORING_LICENCE_SORTS;

export function MonitoringTab() {
  const table = useTableView({
    sorts: SORTS,
    filters: MONITORING_FILTERS,
    defaultSort: DEFAULT_MONITORING_SORT,
  });
  const { setPage, sortBy, setFilter } = table;
  const view = knownMonitoringView(table.view);
  const licences = useMonitoringLicences(view);
  const [selected, setSelected] = useState<MonitoringLicence | null>(null);
  const filtered = Object.keys(view.filters).length > 0;
  const failed = licences.isError && !licences.data;
  const [notice, showNotice] = useNotice();
  const exportParams = {
    search: view.filters.q,
    status: view.filters.status,
    sort: view.sort?.key,
    order: view.sort?.order,
  };

  return (
    <div className="monitoring">
      <ConsolePageActions>
        <ExportCsvButton
          exportCsv={() => downloadExport(EXPORT_PATHS.monitoring, exportParams)}
          onError={(error) =>
            showNotice(
              failureMessage(error, MONITORING_MESSAGES.exportFailed, MONITORING_MESSAGES.exportFailed),
              'error',
            )
          }
        />
      </ConsolePageActions>
      <Notice notice={notice} />
      <StatusSummary />
      <MonitoringFilters view={view} onFilter={setFilter} />
      {!failed && (
        <MonitoringLicencesTable
          licences={licences.data?.licenses}
          pagination={licences.data?.pagination}
          sort={view.sort}
          onSort={sortBy}
          onPage={setPage}
          loading={licences.isPending}
          emptyText={filtered ? MONITORING_MESSAGES.noMatch : MONITORING_MESSAGES.noLicences}
          selectedId={selected?._id}
          onSelect={setSelected}
        />
      )}
      {selected && <LicenceDetail key={selected._id} licence={selected} onClose={() => setSelected(null)} />}
    </div>
  );
}
