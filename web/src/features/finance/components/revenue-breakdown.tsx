// Revenue under the current filters grouped by plan, network or discount code: payments, gross, refunds
// and net per group.
import { useState } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { formatCents } from '../../../lib/format';
import { useRevenue } from '../api/get-revenue';
import { groupKeyLabel } from '../utils/finance-labels';
import type { LedgerQuery } from '../utils/ledger-query';
import { RevenueLoadState } from './revenue-load-state';

type Grouping = 'plan' | 'network' | 'discount';

const GROUPINGS: ReadonlyArray<{ value: Grouping; label: string }> = [
  { value: 'plan', label: 'Plan' },
  { value: 'network', label: 'Network' },
  { value: 'discount', label: 'Discount code' },
];

export function RevenueBreakdown({ query }: { query: LedgerQuery }) {
  const [groupBy, setGroupBy] = useState<Grouping>('plan');
  const revenue = useRevenue(groupBy, query);
  const groupLabel = GROUPINGS.find((grouping) => grouping.value === groupBy)?.label ?? groupBy;
  return (
    <div className="finance-revenue__panel">
      <div className="toolbar">
        <h4 className="toolbar__title">Breakdown</h4>
        <SelectField
          layout="toolbar"
          label="Group by"
          value={groupBy}
          options={GROUPINGS}
          onChange={setGroupBy}
        />
      </div>
      <RevenueLoadState revenue={revenue} />
      {revenue.data && revenue.data.length > 0 && (
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">Revenue by {groupLabel.toLowerCase()}</caption>
            <thead>
              <tr>
                {[groupLabel, 'Payments', 'Gross', 'Refunds', 'Net'].map((header) => (
                  <th key={header} scope="col">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {revenue.data.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{groupKeyLabel(groupBy, row.key)}</th>
                  <td>{row.payments}</td>
                  <td>{formatCents(row.grossCents)}</td>
                  <td>{formatCents(row.refundsCents)}</td>
                  <td>{formatCents(row.netCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
