// Pure pieces of the revenue chart: uPlot's options, its column-wise data (one point per day or month:
// gross, refunds and net in dollars) and the sentence a screen reader hears instead of the canvas. Only
// types come from uPlot, so this module stays out of every chunk but the chart's own.
import type uPlot from 'uplot';
import { formatCents } from '../../../lib/format';

export type RevenuePeriod = 'day' | 'month';
/** One row of GET /api/finance/revenue?groupBy=day|month. */
export type RevenuePoint = { key: string; grossCents: number; refundsCents: number; netCents: number };

/** Gross, refunds and net, in the design system's link, danger and success colours. */
export const REVENUE_SERIES = [
  { label: 'Gross', stroke: '#7ab8ff', field: 'grossCents' },
  { label: 'Refunds', stroke: '#ff7a7a', field: 'refundsCents' },
  { label: 'Net', stroke: '#3ddc97', field: 'netCents' },
] as const;

const AXIS = {
  stroke: '#9aa8bd',
  grid: { stroke: 'rgb(154 168 189 / 0.12)', width: 1 },
  ticks: { stroke: 'rgb(154 168 189 / 0.25)', width: 1 },
} as const;

/**
 * `2026-03-05` or `2026-03` as Unix seconds at local midnight of that day (or the month's first day), so the
 * axis, which reads local time, labels it with the same date; null for a key that is neither.
 */
export function revenueKeyTime(key: string): number | null {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(key);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3] ?? 1));
  return date.getTime() / 1000;
}

/** x as Unix seconds in time order, then gross, refunds and net in dollars. */
export function toRevenueData(points: readonly RevenuePoint[]): uPlot.AlignedData {
  const rows = points
    .map((point) => ({ point, time: revenueKeyTime(point.key) }))
    .filter((row): row is { point: RevenuePoint; time: number } => row.time !== null)
    .sort((a, b) => a.time - b.time);
  return [
    rows.map((row) => row.time),
    ...REVENUE_SERIES.map((series) => rows.map((row) => row.point[series.field] / 100)),
  ];
}

/** Room either side of a lone point. */
const LONE_POINT_PAD_SECONDS: Readonly<Record<RevenuePeriod, number>> = { day: 86_400, month: 20 * 86_400 };

/**
 * The x range for a single day or month: that point with room either side. uPlot would stretch a lone
 * instant over 1000 days (its default for a time scale in seconds); null leaves a spread of points to it.
 */
export function loneTimeRange(
  times: ArrayLike<number | null>,
  period: RevenuePeriod,
): [number, number] | null {
  const time = times.length === 1 ? times[0] : null;
  if (time === null || time === undefined) return null;
  const pad = LONE_POINT_PAD_SECONDS[period];
  return [time - pad, time + pad];
}

export function buildRevenueOptions({
  width,
  height,
  period,
}: {
  width: number;
  height: number;
  period: RevenuePeriod;
}): uPlot.Options {
  return {
    width,
    height,
    scales: {
      x: { time: true, range: (chart, min, max) => loneTimeRange(chart.data[0], period) ?? [min, max] },
    },
    series: [
      {},
      ...REVENUE_SERIES.map((series) => ({
        label: series.label,
        stroke: series.stroke,
        width: 2,
        // A period with a single day or month is still a visible point.
        points: { show: true, size: 6 },
        value: (_chart: uPlot, dollars: number | null) =>
          dollars === null ? '—' : formatCents(Math.round(dollars * 100)),
      })),
    ],
    axes: [{ ...AXIS }, { ...AXIS, size: 70 }],
    cursor: { drag: { x: false, y: false, setScale: false } },
  };
}

/** What the chart shows, in one sentence, for people who cannot see the canvas. */
export function describeRevenue(points: readonly RevenuePoint[], period: RevenuePeriod): string {
  const rows = points.filter((point) => revenueKeyTime(point.key) !== null);
  if (rows.length === 0) return 'No revenue in this period';
  const keys = rows.map((point) => point.key).sort();
  const sum = (field: 'grossCents' | 'refundsCents' | 'netCents') =>
    rows.reduce((total, point) => total + point[field], 0);
  return (
    `Revenue by ${period} from ${keys[0]} to ${keys.at(-1)}: ` +
    `gross ${formatCents(sum('grossCents'))}, refunds ${formatCents(sum('refundsCents'))}, ` +
    `net ${formatCents(sum('netCents'))}.`
  );
}
