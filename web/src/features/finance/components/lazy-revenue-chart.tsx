// The revenue chart behind React.lazy: uPlot and the chart arrive in their own chunk the first time the
// Finance tab shows revenue, while a spinner holds the chart's place.
import { lazy, Suspense } from 'react';
import type { RevenueChartProps } from './revenue-chart';

const RevenueChart = lazy(() => import('./revenue-chart'));

export function LazyRevenueChart(props: RevenueChartProps) {
  return (
    <Suspense
      fallback={
        <div className="revenue-chart revenue-chart--loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>Loading chart...</span>
        </div>
      }
    >
      <RevenueChart {...props} />
    </Suspense>
  );
}
