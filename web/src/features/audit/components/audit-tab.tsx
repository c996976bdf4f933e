// The admin console's Audit Trail section: every business event, newest first (or oldest first), 25 a
// page on the shared data table, filtered by entity, user, event type, days and text; the log's internal
// events behind a switch. The view lives in the address (/admin/audit?category=licence&entityId=…&internal=1),
// so each entity's 'Audit trail' link lands here already filtered, and a view can be shared or reloaded.
// Refresh and Export CSV (the filtered trail in its order, streamed by the server) sit in the page header.
import { useTableView } from '../../../components/data-table/use-table-view';
import { ConsolePageActions } from '../../../components/layout/console-page-actions';
import { Alert } from '../../../components/ui/alert';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { Notice, useNotice } from '../../../components/ui/notice';
import { failureMessage } from '../../../lib/api-client';
import { downloadExport, EXPORT_PATHS } from '../../../lib/download-export';
import { useAuditTrail } from '../api/get-audit-trail';
import { AUDIT_MESSAGES } from '../messages';
import {
  AUDIT_SORTS,
  AUDIT_VIEW_FILTERS,
  type AuditFormFilters,
  auditApiParams,
  checkAuditFilters,
  DEFAULT_AUDIT_SORT,
  formFilters,
  hasFilters,
  showsInternal,
} from '../utils/audit-view';
import { AuditFilters } from './audit-filters';
import { AuditTable } from './audit-table';
import { InternalEventsToggle } from './internal-events-toggle';
import '../audit.css';

export function AuditTab() {
  const { view, setPage, sortBy, setFilter, setFilters } = useTableView({
    sorts: AUDIT_SORTS,
    filters: AUDIT_VIEW_FILTERS,
    defaultSort: DEFAULT_AUDIT_SORT,
  });
  const filters = formFilters(view);
  const errors = checkAuditFilters(filters);
  const valid = Object.keys(errors).length === 0;
  const trail = useAuditTrail(view, { enabled: valid });
  const [notice, showNotice] = useNotice();
  const internal = view.filters.internal;
  const filterBy = (next: AuditFormFilters) => setFilters({ ...next, internal });

  return (
    <div className="audit">
      <ConsolePageActions>
        <button
          type="button"
          className="button"
          disabled={!valid || trail.isFetching}
          onClick={() => void trail.refetch()}
        >
          {trail.isFetching && !trail.isPending ? 'Refreshing...' : 'Refresh'}
        </button>
        <ExportCsvButton
          exportCsv={() => downloadExport(EXPORT_PATHS.audit, auditApiParams(view))}
          onError={(error) =>
            showNotice(failureMessage(error, AUDIT_MESSAGES.exportFailed, AUDIT_MESSAGES.network), 'error')
          }
        />
      </ConsolePageActions>
      <Notice notice={notice} />
      <AuditFilters filters={filters} errors={errors} onChange={filterBy}>
        <InternalEventsToggle
          checked={showsInternal(view)}
          onChange={(checked) => setFilter('internal', checked ? '1' : undefined)}
        />
        {hasFilters(filters) && (
          <button type="button" className="button button--small" onClick={() => filterBy({})}>
            Clear filters
          </button>
        )}
      </AuditFilters>
      {valid ? (
        <AuditTable
          events={trail.data?.events}
          pagination={trail.data?.pagination}
          sort={view.sort}
          onSort={sortBy}
          onPage={setPage}
          loading={trail.isPending}
          loadingText={AUDIT_MESSAGES.loading}
          error={
            trail.isError && (
              <Alert tone="error">
                {failureMessage(trail.error, AUDIT_MESSAGES.loadFailed, AUDIT_MESSAGES.network)}
              </Alert>
            )
          }
          emptyText={AUDIT_MESSAGES.empty}
        />
      ) : (
        <p className="muted">{AUDIT_MESSAGES.invalidFilters}</p>
      )}
    </div>
  );
}
