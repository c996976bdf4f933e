// What a revenue panel shows instead of its figures: loading, the failure in words, or that there are none.
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert';
import { failureMessage } from '../../../lib/api-client';
import type { RevenueRow } from '../api/get-revenue';
import { FINANCE_MESSAGES } from '../messages';

export function RevenueLoadState({ revenue }: { revenue: UseQueryResult<RevenueRow[]> }) {
  if (revenue.isPending) return <p role="status">{FINANCE_MESSAGES.loadingRevenue}</p>;
  if (revenue.isError) {
    return (
      <Alert tone="error">
        {failureMessage(revenue.error, FINANCE_MESSAGES.revenueFailed, FINANCE_MESSAGES.network)}
      </Alert>
    );
  }
  return revenue.data.length === 0 ? <p className="muted">{FINANCE_MESSAGES.noRevenue}</p> : null;
}
