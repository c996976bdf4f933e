// Revenue under the current filters: a chart over time (by day or month) and a breakdown table by plan,
// network or discount code.
import { useId } from 'react';
import type { LedgerQuery } from '../utils/ledger-query';
import { RevenueBreakdown } from './revenue-breakdown';
import { RevenueOverTime } from './revenue-over-time';

export function RevenueSection({ query }: { query: LedgerQuery }) {
  const titleId = useId();
  return (
    <section className="finance__section" aria-labelledby={titleId}>
      <h3 id={titleId}>Revenue</h3>
      <div className="finance-revenue">
        <RevenueOverTime query={query} />
        <RevenueBreakdown query={query} />
      </div>
    </section>
  );
}
