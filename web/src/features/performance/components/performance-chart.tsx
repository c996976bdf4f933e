// The landing page's chart figure (spec §2, §4): 'Account Balance & Equity Over Time' with deposits and
// withdrawals marked, and under it time-weighted growth or drawdown in %, chosen by a toggle.
import type { PublicPerformanceView } from '@shop/command-api/contracts';
import { useId, useState } from 'react';
import type { BalanceEquityPoint } from '../../../components/charts/balance-equity-option';
import { ChartChoice } from '../../../components/charts/chart-choice';
import { LazyBalanceEquityChart, LazyPercentHistoryChart } from '../../../components/charts/lazy-charts';
import { PERFORMANCE_MESSAGES } from '../messages';

/** Together about the height of the figures beside them (styles/site/performance.css .performance__chart). */
const BALANCE_HEIGHT = 300;
const PERCENT_HEIGHT = 140;

type PercentView = 'growth' | 'drawdown';
const PERCENT_VIEWS = [
  { value: 'growth', label: 'Growth' },
  { value: 'drawdown', label: 'Drawdown' },
] as const;

export function PerformanceChart({
  history,
  data,
}: {
  history: readonly BalanceEquityPoint[];
  data: PublicPerformanceView;
}) {
  const titleId = useId();
  const [view, setView] = useState<PercentView>('growth');
  const growth = data.growthData;
  const drawdown = data.drawdownData;
  const hasPercent = growth.length > 0 || drawdown.length > 0;
  return (
    <figure className="performance__chart" aria-labelledby={titleId}>
      <h3 id={titleId}>{PERFORMANCE_MESSAGES.chartTitle}</h3>
      <LazyBalanceEquityChart points={history} cashFlows={data.cashFlowData} height={BALANCE_HEIGHT} />
      {hasPercent && (
        <div className="performance__percent">
          <ChartChoice legend="Percentage chart" options={PERCENT_VIEWS} value={view} onChange={setView} />
          {view === 'growth' ? (
            <LazyPercentHistoryChart kind="growth" points={growth} height={PERCENT_HEIGHT} />
          ) : (
            <LazyPercentHistoryChart kind="drawdown" points={drawdown} height={PERCENT_HEIGHT} />
          )}
        </div>
      )}
    </figure>
  );
}
