// The one ECharts wrapper: echarts/core with only the parts the site's charts use, registered once with the
// dark theme, drawn on a canvas that follows its container's size. Imported only by lazily loaded chart
// modules, so ECharts never weighs on a page's first download. The canvas renderer: the longest histories
// (every equity sample of a licence) stay one bitmap instead of thousands of SVG nodes.
import { BarChart, LineChart } from 'echarts/charts';
import {
  DataZoomInsideComponent,
  DataZoomSliderComponent,
  GridComponent,
  LegendComponent,
  MarkPointComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import type { ChartOption } from './chart-option';
import { CHART_THEME, CHART_THEME_NAME } from './chart-theme';

echarts.use([
  LineChart,
  BarChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DataZoomInsideComponent,
  DataZoomSliderComponent,
  MarkPointComponent,
  CanvasRenderer,
]);
echarts.registerTheme(CHART_THEME_NAME, CHART_THEME);

export type EChartProps = {
  option: ChartOption;
  /** Height in CSS pixels; the width is the container's. */
  height: number;
  /** What the chart shows, in words, for people who cannot see it. */
  description: string;
};

export default function EChart({ option, height, description }: EChartProps) {
  return (
    <div className="echart" role="img" aria-label={description}>
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        theme={CHART_THEME_NAME}
        notMerge
        opts={{ renderer: 'canvas' }}
        style={{ height, width: '100%' }}
      />
    </div>
  );
}
