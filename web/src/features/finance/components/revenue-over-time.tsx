// Revenue per day or per month under the current filters, as a lazily loaded line chart.
import { useState } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { useRevenue } from '../api/get-revenue';
import type { LedgerQuery } from '../utils/ledger-query';
import type { RevenuePeriod } from '../utils/revenue-chart';
import { LazyRevenueChart } from './lazy-revenue-chart';
import { RevenueLoadState } from './revenue-load-state';

const PERIODS: ReadonlyArray<{ value: RevenuePeriod; label: string }> = [
  { value: 'day', label: 'Day' },
  { value: 'month', label: 'Month' },
];

export function RevenueOverTime({ query }: { query: LedgerQuery }) {
  const [period, setPeriod] = useState<RevenuePeriod>('day');
  const revenue = useRevenue(period, query);
  return (
    <div className="finance-revenue__panel">
      <div className="toolbar">
        <h4 className="toolbar__title">Over time</h4>
        <SelectField layout="toolbar" label="Per" value={period} options={PERIODS} onChange={setPeriod} />
      </div>
      <RevenueLoadState revenue={revenue} />
      {revenue.data && revenue.data.length > 0 && <LazyRevenueChart points={revenue.data} period={period} />}
    </div>
  );
}
