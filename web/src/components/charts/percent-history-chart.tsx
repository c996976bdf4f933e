// Growth or drawdown over time (landing page, EA Monitoring): loaded only through lazy-charts.tsx, with
// ECharts, in its own chunk.
import { useMemo } from 'react';
import EChart from './echart';
import {
  buildDrawdownOption,
  buildGrowthOption,
  type DrawdownPoint,
  describeDrawdown,
  describeGrowth,
  type GrowthPoint,
} from './percent-history-option';

export type PercentHistoryChartProps = { height: number } & (
  | { kind: 'growth'; points: readonly GrowthPoint[] }
  | { kind: 'drawdown'; points: readonly DrawdownPoint[] }
);

export default function PercentHistoryChart(props: PercentHistoryChartProps) {
  const option = useMemo(
    () => (props.kind === 'growth' ? buildGrowthOption(props.points) : buildDrawdownOption(props.points)),
    [props.kind, props.points],
  );
  const description = props.kind === 'growth' ? describeGrowth(props.points) : describeDrawdown(props.points);
  return <EChart option={option} height={props.height} description={description} />;
}
