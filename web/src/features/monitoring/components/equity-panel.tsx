// The licence's balance and equity over 30 days, 90 days (the default) or all its history, with its
// deposits and withdrawals marked, as a chart loaded on demand; 'No equity data available' when the range
// holds no samples. The range chosen here also sets the drawdown and daily profit panels'.
import { useId } from 'react';
import { ChartChoice } from '../../../components/charts/chart-choice';
import { LazyBalanceEquityChart } from '../../../components/charts/lazy-charts';
import { EQUITY_RANGES, type EquityRange, useEquity } from '../api/get-equity';
import { useLicencePerformance } from '../api/get-performance';
import { MONITORING_MESSAGES } from '../messages';

const RANGE_OPTIONS = EQUITY_RANGES.map((range) => ({ value: range.days, label: range.label }));

export function EquityPanel({
  licenceId,
  days,
  onDaysChange,
}: {
  licenceId: string;
  days: EquityRange;
  onDaysChange: (days: EquityRange) => void;
}) {
  const titleId = useId();
  const equity = useEquity(licenceId, days);
  const performance = useLicencePerformance(licenceId, days);
  return (
    <section className="monitoring-panel" aria-labelledby={titleId}>
      <div className="toolbar">
        <h4 id={titleId} className="toolbar__title">
          Balance &amp; Equity
        </h4>
        <ChartChoice legend="Range" options={RANGE_OPTIONS} value={days} onChange={onDaysChange} />
      </div>
      {equity.isPending && <p className="muted">{MONITORING_MESSAGES.loading}</p>}
      {equity.data?.length === 0 && <p className="muted">{MONITORING_MESSAGES.noEquity}</p>}
      {equity.data && equity.data.length > 0 && (
        <LazyBalanceEquityChart points={equity.data} cashFlows={performance.data?.cashFlows} height={260} />
      )}
    </section>
  );
}
