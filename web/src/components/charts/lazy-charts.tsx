// The shared charts behind React.lazy: ECharts and the chart arrive in their own chunk when a chart is
// first shown, while a spinner holds its place.
import { lazy } from 'react';
import type { BalanceEquityChartProps } from './balance-equity-chart';
import { ChartSuspense } from './chart-suspense';
import type { PercentHistoryChartProps } from './percent-history-chart';

const BalanceEquityChart = lazy(() => import('./balance-equity-chart'));
const PercentHistoryChart = lazy(() => import('./percent-history-chart'));

export function LazyBalanceEquityChart(props: BalanceEquityChartProps) {
  return (
    <ChartSuspense height={props.height}>
      <BalanceEquityChart {...props} />
    </ChartSuspense>
  );
}

export function LazyPercentHistoryChart(props: PercentHistoryChartProps) {
  return (
    <ChartSuspense height={props.height}>
      <PercentHistoryChart {...props} />
    </ChartSuspense>
  );
}
