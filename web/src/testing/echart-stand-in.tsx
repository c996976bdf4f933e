// ECharts draws on a canvas, which jsdom lacks: page tests mock components/charts/echart with this
// stand-in, which shows the chart's description (what a screen reader hears) and lists its series' names.
// Every test file mocks the chart with this one module, so files sharing a worker see the same stand-in.
import type { EChartProps } from '../components/charts/echart';

export default function EChartStandIn({ option, description }: EChartProps) {
  const series = Array.isArray(option.series) ? option.series : [option.series];
  return (
    <div role="img" aria-label={description} data-testid="echart">
      {series.map((one) => one?.name).join(', ')}
    </div>
  );
}
