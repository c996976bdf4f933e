// The Balance and Equity chart (landing page, EA Monitoring): loaded only through lazy-charts.tsx, with
// ECharts, in its own chunk.
import { useMemo } from 'react';
import {
  type BalanceEquityPoint,
  buildBalanceEquityOption,
  type CashFlow,
  describeBalanceEquity,
} from './balance-equity-option';
import EChart from './echart';

export type BalanceEquityChartProps = {
  points: readonly BalanceEquityPoint[];
  cashFlows?: readonly CashFlow[];
  height: number;
};

export default function BalanceEquityChart({ points, cashFlows = [], height }: BalanceEquityChartProps) {
  const option = useMemo(() => buildBalanceEquityOption(points, cashFlows), [points, cashFlows]);
  return <EChart option={option} height={height} description={describeBalanceEquity(points, cashFlows)} />;
}
