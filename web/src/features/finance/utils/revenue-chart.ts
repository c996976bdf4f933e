// The revenue chart's option: one bar group per day ('Nov 26') or month ('Nov 2026') on a category axis,
// every bucket from the first to the last shown (empty ones at zero), either gross, refunds and net side by
// side or net revenue stacked by plan or network; money to the cent in the tooltip; a zoom for long ranges.
// Also the sentence read out in place of the chart.
import { compactMoney } from '../../../components/charts/balance-equity-option';
import {
  asItems,
  type ChartOption,
  gridFor,
  pointValue,
  tooltipRow,
  tooltipTitle,
  zoomFor,
} from '../../../components/charts/chart-option';
import { CHART_TOKENS } from '../../../components/charts/chart-theme';
import { formatCents } from '../../../lib/format';

export type RevenuePeriod = 'day' | 'month';
/** One row of GET /api/finance/revenue?groupBy=day|month, with `split` the plan or network when asked. */
export type RevenuePoint = {
  key: string;
  split?: string;
  grossCents: number;
  refundsCents: number;
  netCents: number;
};

/** Gross, refunds and net, in the design system's link, danger and success colours. */
const TOTAL_SERIES = [
  { name: 'Gross', field: 'grossCents', color: CHART_TOKENS.link },
  { name: 'Refunds', field: 'refundsCents', color: CHART_TOKENS.danger },
  { name: 'Net', field: 'netCents', color: CHART_TOKENS.success },
] as const;

const KEY_PATTERN: Readonly<Record<RevenuePeriod, RegExp>> = {
  day: /^\d{4}-\d{2}-\d{2}$/,
  month: /^\d{4}-\d{2}$/,
};

/** The bucket's first instant as a UTC date: keys are already in the chosen zone's calendar. */
const keyDate = (key: string) => new Date(`${key.length === 7 ? `${key}-01` : key}T00:00:00.000Z`);

const SHORT_LABEL: Readonly<Record<RevenuePeriod, Intl.DateTimeFormat>> = {
  day: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }),
  month: new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }),
};
const LONG_LABEL: Readonly<Record<RevenuePeriod, Intl.DateTimeFormat>> = {
  day: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }),
  month: new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** `2026-11-26` → `Nov 26`; `2026-11` → `Nov 2026`. */
export const revenueKeyLabel = (key: string, period: RevenuePeriod) =>
  SHORT_LABEL[period].format(keyDate(key));

/** Every day or month from the earliest to the latest key, in order; keys of the wrong shape are left out. */
export function bucketKeys(keys: readonly string[], period: RevenuePeriod): string[] {
  const valid = keys.filter((key) => KEY_PATTERN[period].test(key)).sort();
  const first = valid[0];
  const last = valid.at(-1);
  if (!first || !last) return [];
  const buckets: string[] = [];
  const date = keyDate(first);
  const width = period === 'day' ? 10 : 7;
  for (let key = first; key <= last; key = date.toISOString().slice(0, width)) {
    buckets.push(key);
    if (period === 'day') date.setUTCDate(date.getUTCDate() + 1);
    else date.setUTCMonth(date.getUTCMonth() + 1);
  }
  return buckets;
}

type Series = { name: string; color?: string; values: number[] };

/** The bars: per plan or network (net revenue, stacked) when the rows are split, else gross, refunds, net. */
function revenueSeries(
  points: readonly RevenuePoint[],
  buckets: readonly string[],
  splitLabel: ((split: string) => string) | undefined,
): Series[] {
  const index = new Map(buckets.map((key, position) => [key, position]));
  const dollars = (rows: readonly RevenuePoint[], field: (typeof TOTAL_SERIES)[number]['field']) => {
    const values = buckets.map(() => 0);
    for (const row of rows) {
      const position = index.get(row.key);
      if (position !== undefined) values[position] = (values[position] ?? 0) + row[field] / 100;
    }
    return values;
  };
  if (!splitLabel) {
    return TOTAL_SERIES.map((series) => ({
      name: series.name,
      color: series.color,
      values: dollars(points, series.field),
    }));
  }
  const splits = [...new Set(points.map((row) => row.split ?? ''))];
  return splits
    .map((split) => ({
      name: splitLabel(split),
      values: dollars(
        points.filter((row) => (row.split ?? '') === split),
        'netCents',
      ),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function buildRevenueOption({
  points,
  period,
  splitLabel,
}: {
  points: readonly RevenuePoint[];
  period: RevenuePeriod;
  /** Names a plan or network: the rows are split and their net revenue is stacked. */
  splitLabel?: (split: string) => string;
}): ChartOption {
  const buckets = bucketKeys(
    points.map((row) => row.key),
    period,
  );
  const series = revenueSeries(points, buckets, splitLabel);
  return {
    animation: false,
    grid: gridFor(buckets.length, { left: 72, top: 48 }),
    legend: { top: 0, type: 'scroll' },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params: unknown) => {
        const items = asItems(params);
        const key = buckets[items[0]?.dataIndex ?? -1];
        if (!key) return '';
        const cents = (item: (typeof items)[number]) => Math.round((pointValue(item.value) ?? 0) * 100);
        const rows = items.map((item) =>
          tooltipRow(item.marker, item.seriesName ?? '', formatCents(cents(item))),
        );
        const total = splitLabel
          ? tooltipRow('', 'Net in all', formatCents(items.reduce((sum, item) => sum + cents(item), 0)))
          : '';
        return tooltipTitle(LONG_LABEL[period].format(keyDate(key))) + rows.join('') + total;
      },
    },
    xAxis: {
      type: 'category',
      data: buckets.map((key) => revenueKeyLabel(key, period)),
      axisLabel: { hideOverlap: true },
    },
    yAxis: { type: 'value', axisLabel: { formatter: compactMoney } },
    ...zoomFor(buckets.length),
    series: series.map((one) => ({
      name: one.name,
      type: 'bar',
      data: one.values,
      barMaxWidth: 48,
      ...(one.color ? { color: one.color } : {}),
      ...(splitLabel ? { stack: 'net' } : {}),
    })),
  };
}

/** What the chart shows, in one sentence, for people who cannot see it. */
export function describeRevenue(points: readonly RevenuePoint[], period: RevenuePeriod): string {
  const rows = points.filter((point) => KEY_PATTERN[period].test(point.key));
  if (rows.length === 0) return 'No revenue in this period';
  const keys = rows.map((point) => point.key).sort();
  const sum = (field: 'grossCents' | 'refundsCents' | 'netCents') =>
    rows.reduce((total, point) => total + point[field], 0);
  return (
    `Revenue by ${period} from ${LONG_LABEL[period].format(keyDate(keys[0] ?? ''))} to ` +
    `${LONG_LABEL[period].format(keyDate(keys.at(-1) ?? ''))}: ` +
    `gross ${formatCents(sum('grossCents'))}, refunds ${formatCents(sum('refundsCents'))}, ` +
    `net ${formatCents(sum('netCents'))}.`
  );
}
