// The admin console's Finance section: the open problems (refund requests to decide, payments held), then
// the books under a set of filters (dates, an 'As of' moment, kind, network, plan, discount code): totals,
// revenue over time and by group, and the ledger on the shared data table, sorted and paged by the server.
// The filters, order and page live in the address (/admin/finance?kind=refund&sort=amount&order=desc);
// Export CSV and Refresh sit in the page header.
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useTableView } from '../../../components/data-table/use-table-view';
import { ConsolePageActions } from '../../../components/layout/console-page-actions';
import { Alert } from '../../../components/ui/alert';
import { Notice, useNotice } from '../../../components/ui/notice';
import { failureMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { FINANCE_KEY } from '../api/finance-keys';
import { LEDGER_SORTS, useLedger } from '../api/get-ledger';
import { useUserNames } from '../hooks/use-user-names';
import { FINANCE_MESSAGES } from '../messages';
import { addressFiltersOf, filterValuesOf, LEDGER_QUERY_KEYS, toLedgerQuery } from '../utils/ledger-query';
import { ExportLedgerButton } from './export-ledger-button';
import { FinanceFilters } from './finance-filters';
import { FinanceTotals } from './finance-totals';
import { LedgerSection } from './ledger-section';
import { DEFAULT_LEDGER_SORT } from './ledger-table';
import { OpenProblems } from './open-problems';
import { RevenueSection } from './revenue-section';
import '../finance.css';

export function FinanceTab() {
  const { view, setPage, sortBy, setFilters } = useTableView({
    sorts: LEDGER_SORTS,
    filters: LEDGER_QUERY_KEYS,
    defaultSort: DEFAULT_LEDGER_SORT,
  });
  const values = filterValuesOf(view.filters);
  const checked = toLedgerQuery(values);
  // Filters the address holds but the form refuses are shown at their fields, and the books left whole.
  const query = checked.ok ? checked.query : {};
  const ledger = useLedger(query, view.page, view.sort);
  const names = useUserNames();
  const [notice, showNotice] = useNotice();

  return (
    <div className="finance">
      <ConsolePageActions>
        <ExportLedgerButton
          query={query}
          sort={view.sort}
          onError={(message) => showNotice(message, 'error')}
        />
        <RefreshButton />
      </ConsolePageActions>
      <Notice notice={notice} />
      <OpenProblems asOfSet={query.asOf !== undefined} />
      <FinanceFilters applied={values} onApply={(next) => setFilters(addressFiltersOf(next))} />
      {query.asOf && <p className="finance__as-of">{FINANCE_MESSAGES.asOf(formatDateTime(query.asOf))}</p>}
      {ledger.isError && (
        <Alert tone="error">
          <h3>{FINANCE_MESSAGES.loadError}</h3>
          <p>{failureMessage(ledger.error, FINANCE_MESSAGES.ledgerFailed, FINANCE_MESSAGES.network)}</p>
        </Alert>
      )}
      {ledger.data && <FinanceTotals totals={ledger.data.totals} />}
      <RevenueSection query={query} />
      {(!ledger.isError || ledger.data) && (
        <LedgerSection
          entries={ledger.data?.entries}
          names={names}
          pagination={ledger.data?.pagination}
          sort={view.sort}
          onSort={sortBy}
          onPage={setPage}
          loading={ledger.isPending}
          emptyText={FINANCE_MESSAGES.noEntries}
        />
      )}
    </div>
  );
}

/** Reads every finance call again: the ledger, totals, revenue and problems. */
function RefreshButton() {
  const queryClient = useQueryClient();
  const refreshing = useIsFetching({ queryKey: FINANCE_KEY }) > 0;
  return (
    <button
      type="button"
      className="button"
      disabled={refreshing}
      onClick={() => void queryClient.invalidateQueries({ queryKey: FINANCE_KEY })}
    >
      {refreshing ? 'Refreshing...' : 'Refresh'}
    </button>
  );
}
