// The Balance and Equity chart behind React.lazy: uPlot and the chart arrive in their own chunk when a
// chart is first shown, while a spinner holds the chart's place.
import { lazy, Suspense } from 'react';
import type { BalanceEquityChartProps } from './balance-equity-chart';

const BalanceEquityChart = lazy(() => import('./balance-equity-chart'));

export function LazyBalanceEquityChart(props: BalanceEquityChartProps) {
  return (
    <Suspense
      fallback={
        <div className="balance-equity-chart balance-equity-chart--loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>Loading chart...</span>
        </div>
      }
    >
      <BalanceEquityChart {...props} />
    </Suspense>
  );
}
