// The small percentage charts beside the balance: growth (time-weighted return, so deposits and withdrawals
// are not growth) as a line, drawdown from the peak as a red area under zero. Each with a dated tooltip, a
// wheel or pinch zoom for long histories (no slider: the charts are small) and the sentence read out in its place.
import type { drawdownPointSchema, growthPointSchema } from '@shop/command-api/contracts';
import { formatSignedPercent } from '../../lib/format-metrics';
import {
  asItems,
  byTime,
  type ChartOption,
  chartDate,
  gridFor,
  hoveredTime,
  pointValue,
  TIME_AXIS_LABELS,
  tooltipRow,
  tooltipTitle,
  zoomFor,
} from './chart-option';
import { CHART_TOKENS } from './chart-theme';

export type GrowthPoint = ReturnType<typeof growthPointSchema.parse>;
export type DrawdownPoint = ReturnType<typeof drawdownPointSchema.parse>;

type PercentPoint = { date: string; value: number };

function percentOption(
  name: string,
  color: string,
  points: readonly PercentPoint[],
  area: boolean,
): ChartOption {
  const rows = byTime(points);
  return {
    animation: false,
    grid: gridFor(rows.length, { left: 52, top: 12, slider: false }),
    tooltip: {
      trigger: 'axis',
      formatter: (params: unknown) => {
        const items = asItems(params);
        const time = hoveredTime(items);
        if (time === null) return '';
        const lines = items.map((item) =>
          tooltipRow(item.marker, name, formatSignedPercent(pointValue(item.value))),
        );
        return tooltipTitle(chartDate(time)) + lines.join('');
      },
    },
    xAxis: { type: 'time', axisLabel: TIME_AXIS_LABELS },
    yAxis: { type: 'value', axisLabel: { formatter: '{value}%' } },
    ...zoomFor(rows.length, { slider: false }),
    series: [
      {
        name,
        type: 'line',
        data: rows.map((row) => [row.time, row.value]),
        showSymbol: false,
        sampling: 'lttb',
        color,
        lineStyle: { width: 1.5 },
        ...(area ? { areaStyle: { opacity: 0.25 } } : {}),
      },
    ],
  };
}

export function buildGrowthOption(points: readonly GrowthPoint[]): ChartOption {
  return percentOption(
    'Growth',
    CHART_TOKENS.success,
    points.map((point) => ({ date: point.date, value: point.growth })),
    false,
  );
}

export function buildDrawdownOption(points: readonly DrawdownPoint[]): ChartOption {
  return percentOption(
    'Drawdown',
    CHART_TOKENS.danger,
    points.map((point) => ({ date: point.date, value: point.drawdown })),
    true,
  );
}

function range(points: readonly PercentPoint[]) {
  const rows = byTime(points);
  const first = rows[0];
  const last = rows.at(-1);
  return first && last
    ? { rows, first, last, span: `${chartDate(first.time)} to ${chartDate(last.time)}` }
    : null;
}

export function describeGrowth(points: readonly GrowthPoint[]): string {
  const shown = range(points.map((point) => ({ date: point.date, value: point.growth })));
  if (!shown) return 'No growth data available';
  return `Growth from ${shown.span}: ${formatSignedPercent(shown.first.value)} to ${formatSignedPercent(shown.last.value)}.`;
}

export function describeDrawdown(points: readonly DrawdownPoint[]): string {
  const shown = range(points.map((point) => ({ date: point.date, value: point.drawdown })));
  if (!shown) return 'No drawdown data available';
  const deepest = Math.min(...shown.rows.map((row) => row.value));
  return (
    `Drawdown from ${shown.span}: deepest ${formatSignedPercent(deepest)}, ` +
    `last ${formatSignedPercent(shown.last.value)}.`
  );
}
