// The admin panel's Finance tab: the open problems (refund requests to decide, payments held), then the
// books under a set of filters (dates, an 'As of' moment, kind, network, plan, discount code): totals,
// revenue over time and by group, the ledger page by page, and the filtered ledger as CSV.
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Notice, useNotice } from '../../../components/ui/notice';
import { failureMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { FINANCE_KEY } from '../api/finance-keys';
import { useLedger } from '../api/get-ledger';
import { useUserNames } from '../hooks/use-user-names';
import { FINANCE_MESSAGES } from '../messages';
import type { LedgerQuery } from '../utils/ledger-query';
import { ExportLedgerButton } from './export-ledger-button';
import { FinanceFilters } from './finance-filters';
import { FinanceTotals } from './finance-totals';
import { LedgerSection } from './ledger-section';
import { OpenProblems } from './open-problems';
import { RevenueSection } from './revenue-section';
import '../finance.css';

export function FinanceTab() {
  const [query, setQuery] = useState<LedgerQuery>({});
  const [page, setPage] = useState(1);
  const ledger = useLedger(query, page);
  const names = useUserNames();
  const queryClient = useQueryClient();
  const refreshing = useIsFetching({ queryKey: FINANCE_KEY }) > 0;
  const [notice, showNotice] = useNotice();

  return (
    <div className="finance">
      <div className="toolbar">
        <h2 className="toolbar__title">{FINANCE_MESSAGES.title}</h2>
        <ExportLedgerButton query={query} names={names} onError={(message) => showNotice(message, 'error')} />
        <button
          type="button"
          className="button"
          disabled={refreshing}
          onClick={() => void queryClient.invalidateQueries({ queryKey: FINANCE_KEY })}
        >
          {refreshing ? 'Refreshing...' : 'Refresh'}
        </button>
      </div>
      <Notice notice={notice} />
      <OpenProblems asOfSet={query.asOf !== undefined} />
      <FinanceFilters
        onApply={(next) => {
          setQuery(next);
          setPage(1);
        }}
      />
      {query.asOf && <p className="finance__as-of">{FINANCE_MESSAGES.asOf(formatDateTime(query.asOf))}</p>}
      {ledger.isPending && <p role="status">{FINANCE_MESSAGES.loading}</p>}
      {ledger.isError && (
        <Alert tone="error">
          <h3>{FINANCE_MESSAGES.loadError}</h3>
          <p>{failureMessage(ledger.error, FINANCE_MESSAGES.ledgerFailed, FINANCE_MESSAGES.network)}</p>
        </Alert>
      )}
      {ledger.data && <FinanceTotals totals={ledger.data.totals} />}
      <RevenueSection query={query} />
      {ledger.data && <LedgerSection ledger={ledger.data} names={names} onPage={setPage} />}
    </div>
  );
}
