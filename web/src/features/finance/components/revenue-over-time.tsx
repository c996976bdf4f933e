// Revenue per day or per month under the current filters, split by plan or network or as gross, refunds
// and net, as a lazily loaded bar chart.
import { useState } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { type RevenueSplit, useRevenue } from '../api/get-revenue';
import type { LedgerQuery } from '../utils/ledger-query';
import type { RevenuePeriod } from '../utils/revenue-chart';
import { LazyRevenueChart } from './lazy-revenue-chart';
import { RevenueLoadState } from './revenue-load-state';

const PERIODS: ReadonlyArray<{ value: RevenuePeriod; label: string }> = [
  { value: 'day', label: 'Day' },
  { value: 'month', label: 'Month' },
];

type SplitChoice = RevenueSplit | 'none';

const SPLITS: ReadonlyArray<{ value: SplitChoice; label: string }> = [
  { value: 'plan', label: 'Plan' },
  { value: 'network', label: 'Network' },
  { value: 'none', label: 'Gross, refunds, net' },
];

export function RevenueOverTime({ query }: { query: LedgerQuery }) {
  const [period, setPeriod] = useState<RevenuePeriod>('day');
  const [splitChoice, setSplitChoice] = useState<SplitChoice>('plan');
  const split = splitChoice === 'none' ? null : splitChoice;
  const revenue = useRevenue(period, query, split);
  return (
    <div className="finance-revenue__panel">
      <div className="toolbar">
        <h4 className="toolbar__title">Over time</h4>
        <SelectField layout="toolbar" label="Per" value={period} options={PERIODS} onChange={setPeriod} />
        <SelectField
          layout="toolbar"
          label="Split by"
          value={splitChoice}
          options={SPLITS}
          onChange={setSplitChoice}
        />
      </div>
      <RevenueLoadState revenue={revenue} />
      {revenue.data && revenue.data.length > 0 && (
        <LazyRevenueChart points={revenue.data} period={period} split={split} />
      )}
    </div>
  );
}
