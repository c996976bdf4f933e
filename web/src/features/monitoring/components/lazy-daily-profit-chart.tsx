// The daily profit chart behind React.lazy: ECharts and the chart arrive in their own chunk the first time
// a licence's details show it.
import { lazy } from 'react';
import { ChartSuspense } from '../../../components/charts/chart-suspense';
import type { DailyProfitChartProps } from './daily-profit-chart';

const DailyProfitChart = lazy(() => import('./daily-profit-chart'));

export function LazyDailyProfitChart(props: DailyProfitChartProps) {
  return (
    <ChartSuspense height={props.height}>
      <DailyProfitChart {...props} />
    </ChartSuspense>
  );
}
