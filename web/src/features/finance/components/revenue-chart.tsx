// The revenue chart (per day or month, split by plan or network or not): loaded only through
// lazy-revenue-chart.tsx, with ECharts, in its own chunk.
import { useMemo } from 'react';
import EChart from '../../../components/charts/echart';
import type { RevenueSplit } from '../api/get-revenue';
import { groupKeyLabel } from '../utils/finance-labels';
import {
  buildRevenueOption,
  describeRevenue,
  type RevenuePeriod,
  type RevenuePoint,
} from '../utils/revenue-chart';

export type RevenueChartProps = {
  points: readonly RevenuePoint[];
  period: RevenuePeriod;
  split: RevenueSplit | null;
  height?: number;
};

export default function RevenueChart({ points, period, split, height = 280 }: RevenueChartProps) {
  const option = useMemo(
    () =>
      buildRevenueOption({
        points,
        period,
        splitLabel: split ? (key: string) => groupKeyLabel(split, key) : undefined,
      }),
    [points, period, split],
  );
  return <EChart option={option} height={height} description={describeRevenue(points, period)} />;
}
