// Pure pieces of the Balance and Equity line chart: uPlot's options, its column-wise data and the words a
// screen reader hears instead of the canvas. Only types come from uPlot, so this module stays out of any
// chunk but the chart's own and runs in tests without a canvas.
import type uPlot from 'uplot';
import { formatDate } from '../../lib/format';
import { formatMoney } from '../../lib/format-metrics';

/** One point of equityBalanceData (spec §3) or of GET /api/monitoring/{id}/equity. */
export type BalanceEquityPoint = { date: string; balance: number; equity: number };

/** The two series, in the site's palette (the design tokens' --color-link and an amber that reads apart from it). */
export const CHART_SERIES = [
  { label: 'Balance', stroke: '#7ab8ff' },
  { label: 'Equity', stroke: '#f5c04d' },
] as const;

/** Axis labels and grid lines readable on the dark theme (the design tokens' --color-text-muted). */
const AXIS = {
  stroke: '#9aa8bd',
  grid: { stroke: 'rgb(154 168 189 / 0.12)', width: 1 },
  ticks: { stroke: 'rgb(154 168 189 / 0.25)', width: 1 },
} as const;

/**
 * uPlot's data: x as Unix seconds in time order, then one column per series. Points whose date does not
 * parse are dropped rather than drawn at 1970.
 */
export function toAlignedData(points: readonly BalanceEquityPoint[]): uPlot.AlignedData {
  const rows = points
    .map((point) => ({ ...point, time: Date.parse(point.date) / 1000 }))
    .filter((point) => Number.isFinite(point.time))
    .sort((a, b) => a.time - b.time);
  return [rows.map((row) => row.time), rows.map((row) => row.balance), rows.map((row) => row.equity)];
}

const compactMoney = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

export function buildBalanceEquityOptions({
  width,
  height,
}: {
  width: number;
  height: number;
}): uPlot.Options {
  return {
    width,
    height,
    scales: { x: { time: true } },
    series: [
      {},
      ...CHART_SERIES.map((series) => ({
        label: series.label,
        stroke: series.stroke,
        width: 2,
        points: { show: false },
        value: (_chart: uPlot, value: number | null) => formatMoney(value),
      })),
    ],
    axes: [
      { ...AXIS },
      {
        ...AXIS,
        size: 60,
        values: (_chart: uPlot, splits: number[]) => splits.map((split) => compactMoney.format(split)),
      },
    ],
    // The chart shows the whole range asked for; dragging to zoom would only hide the range buttons' meaning.
    cursor: { drag: { x: false, y: false, setScale: false } },
  };
}

/** What the chart shows, in one sentence, for people who cannot see the canvas. */
export function describeBalanceEquity(points: readonly BalanceEquityPoint[]): string {
  const [times, balances, equities] = toAlignedData(points) as [number[], number[], number[]];
  const last = times.length - 1;
  if (last < 0) return 'No equity data available';
  const day = (seconds: number | undefined) => formatDate(new Date((seconds ?? 0) * 1000).toISOString());
  return (
    `Balance and equity from ${day(times[0])} to ${day(times[last])}: ` +
    `balance ${formatMoney(balances[0])} to ${formatMoney(balances[last])}, ` +
    `equity ${formatMoney(equities[0])} to ${formatMoney(equities[last])}.`
  );
}
