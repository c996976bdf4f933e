// Closed trades' profit per day as green and red bars: loaded only through lazy-daily-profit-chart.tsx,
// with ECharts, in its own chunk.
import { useMemo } from 'react';
import EChart from '../../../components/charts/echart';
import type { DailyProfit } from '../api/get-performance';
import { buildDailyProfitOption, describeDailyProfit } from '../utils/daily-profit-option';

export type DailyProfitChartProps = { days: readonly DailyProfit[]; height: number };

export default function DailyProfitChart({ days, height }: DailyProfitChartProps) {
  const option = useMemo(() => buildDailyProfitOption(days), [days]);
  return <EChart option={option} height={height} description={describeDailyProfit(days)} />;
}
