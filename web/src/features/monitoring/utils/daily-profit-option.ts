// The daily profit chart's option: one bar per UTC day from the first to the last traded day (days without
// closed trades at zero), green for a gain and red for a loss, on a category axis of days ('Nov 26'), with
// money to the cent in the tooltip; and the sentence read out in its place.
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
import { formatMoney } from '../../../lib/format-metrics';
import type { DailyProfit } from '../api/get-performance';

const DAY_MS = 86_400_000;
const dayOf = (day: string) => Date.parse(`${day}T00:00:00.000Z`);
const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** Every day from the first to the last given, each with its profit (0 when nothing closed). */
export function everyDay(days: readonly DailyProfit[]): DailyProfit[] {
  const profits = new Map<number, number>();
  for (const { day, profit } of days) {
    const time = dayOf(day);
    if (Number.isFinite(time)) profits.set(time, (profits.get(time) ?? 0) + profit);
  }
  if (profits.size === 0) return [];
  const times = [...profits.keys()];
  const first = Math.min(...times);
  const last = Math.max(...times);
  const filled: DailyProfit[] = [];
  for (let time = first; time <= last; time += DAY_MS) {
    filled.push({ day: new Date(time).toISOString().slice(0, 10), profit: profits.get(time) ?? 0 });
  }
  return filled;
}

export function buildDailyProfitOption(days: readonly DailyProfit[]): ChartOption {
  const rows = everyDay(days);
  return {
    animation: false,
    grid: gridFor(rows.length),
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params: unknown) => {
        const [item] = asItems(params);
        const row = rows[item?.dataIndex ?? -1];
        if (!row) return '';
        return (
          tooltipTitle(longDay.format(dayOf(row.day))) +
          tooltipRow(item?.marker, 'Profit', formatMoney(pointValue(item?.value)))
        );
      },
    },
    xAxis: {
      type: 'category',
      data: rows.map((row) => shortDay.format(dayOf(row.day))),
      axisLabel: { hideOverlap: true },
    },
    yAxis: { type: 'value' },
    ...zoomFor(rows.length),
    series: [
      {
        name: 'Profit',
        type: 'bar',
        data: rows.map((row) => ({
          value: row.profit,
          itemStyle: { color: row.profit < 0 ? CHART_TOKENS.danger : CHART_TOKENS.success },
        })),
      },
    ],
  };
}

const dayCount = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

export function describeDailyProfit(days: readonly DailyProfit[]): string {
  const rows = everyDay(days);
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last) return 'No closed trades in this range';
  const total = rows.reduce((sum, row) => sum + row.profit, 0);
  const gains = rows.filter((row) => row.profit > 0).length;
  const losses = rows.filter((row) => row.profit < 0).length;
  return (
    `Profit per day from ${longDay.format(dayOf(first.day))} to ${longDay.format(dayOf(last.day))}: ` +
    `${formatMoney(total)} in all, ${dayCount(gains)} up, ${dayCount(losses)} down.`
  );
}
