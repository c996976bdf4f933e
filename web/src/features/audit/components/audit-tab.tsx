// The admin panel's Audit Trail tab: every business event, newest first, 25 a page, filtered by entity,
// user, event type and text; the log's internal events behind a switch. The view lives in the address
// (?tab=audit&category=licence&entityId=…&internal=1), so each entity's 'Audit trail' link lands here
// already filtered, and a view can be shared or reloaded.
import { useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { Pagination } from '../../../components/ui/pagination';
import { failureMessage } from '../../../lib/api-client';
import type { AuditTrailFilters } from '../../../lib/audit-trail-link';
import { useAuditTrail } from '../api/get-audit-trail';
import { AUDIT_MESSAGES } from '../messages';
import {
  type AuditView,
  auditViewSearch,
  checkAuditFilters,
  hasFilters,
  readAuditView,
} from '../utils/audit-view';
import { readShowInternal, withShowInternal } from '../utils/internal-events-param';
import { AuditFilters } from './audit-filters';
import { AuditTable } from './audit-table';
import { InternalEventsToggle } from './internal-events-toggle';
import '../audit.css';

export function AuditTab() {
  const [params, setParams] = useSearchParams();
  const view = readAuditView(params);
  const errors = checkAuditFilters(view.filters);
  const valid = Object.keys(errors).length === 0;
  const internal = readShowInternal(params);
  const trail = useAuditTrail(view, { enabled: valid, internal });
  // Filtering and paging replace the address rather than pile up entries for Back.
  const show = (next: AuditView, showInternal = internal) =>
    setParams(withShowInternal(auditViewSearch(next), showInternal), { replace: true });
  const filterBy = (filters: AuditTrailFilters) => show({ filters, page: 1 });
  const data = valid ? trail.data : undefined;

  return (
    <div className="audit">
      <div className="toolbar">
        <h2 className="toolbar__title">{AUDIT_MESSAGES.title}</h2>
        {hasFilters(view.filters) && (
          <button type="button" className="button" onClick={() => filterBy({})}>
            Clear filters
          </button>
        )}
        <button
          type="button"
          className="button"
          disabled={!valid || trail.isFetching}
          onClick={() => void trail.refetch()}
        >
          {trail.isFetching && !trail.isPending ? 'Refreshing...' : 'Refresh'}
        </button>
      </div>
      <AuditFilters filters={view.filters} errors={errors} onChange={filterBy} />
      <InternalEventsToggle
        checked={internal}
        onChange={(checked) => show({ filters: view.filters, page: 1 }, checked)}
      />
      {!valid && <p className="muted">{AUDIT_MESSAGES.invalidFilters}</p>}
      {valid && trail.isPending && <p role="status">{AUDIT_MESSAGES.loading}</p>}
      {valid && trail.isError && (
        <Alert tone="error">
          {failureMessage(trail.error, AUDIT_MESSAGES.loadFailed, AUDIT_MESSAGES.network)}
        </Alert>
      )}
      {data && data.events.length === 0 && <p className="muted">{AUDIT_MESSAGES.empty}</p>}
      {data && data.events.length > 0 && (
        <>
          <p className="muted audit__count">{AUDIT_MESSAGES.eventCount(data.pagination.total)}</p>
          <AuditTable events={data.events} />
          <Pagination
            label="Audit trail pages"
            pagination={data.pagination}
            onPage={(page) => show({ filters: view.filters, page })}
          />
        </>
      )}
    </div>
  );
}
