// The revenue chart behind React.lazy: ECharts and the chart arrive in their own chunk the first time the
// Finance tab shows revenue, while a spinner holds the chart's place.
import { lazy } from 'react';
import { ChartSuspense } from '../../../components/charts/chart-suspense';
import type { RevenueChartProps } from './revenue-chart';

const RevenueChart = lazy(() => import('./revenue-chart'));

export function LazyRevenueChart(props: RevenueChartProps) {
  return (
    <ChartSuspense height={props.height ?? 280}>
      <RevenueChart {...props} />
    </ChartSuspense>
  );
}
