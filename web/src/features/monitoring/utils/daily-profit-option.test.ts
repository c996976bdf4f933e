// The daily profit bars: every day from the first to the last traded one on a category axis of days, green
// gains and red losses, money to the cent in the tooltip, and the sentence read out in their place.
import { describe, expect, it } from 'vitest';
import { CHART_TOKENS } from '../../../components/charts/chart-theme';
import { buildDailyProfitOption, describeDailyProfit, everyDay } from './daily-profit-option';

const DAYS = [
  { day: '2026-11-29', profit: -40.25 },
  { day: '2026-11-27', profit: 120.5 },
  { day: '2026-12-01', profit: 60 },
];

describe('daily profit chart', () => {
  it('fills the days without closed trades with zero, across a month end', () => {
    expect(everyDay(DAYS)).toEqual([
      { day: '2026-11-27', profit: 120.5 },
      { day: '2026-11-28', profit: 0 },
      { day: '2026-11-29', profit: -40.25 },
      { day: '2026-11-30', profit: 0 },
      { day: '2026-12-01', profit: 60 },
    ]);
    expect(everyDay([])).toEqual([]);
  });

  it('labels a category axis by day and colours gains green and losses red', () => {
    const option = buildDailyProfitOption(DAYS);
    const xAxis = option.xAxis as { type: string; data: string[] };
    const [bars] = option.series as Array<{
      type: string;
      data: Array<{ value: number; itemStyle: { color: string } }>;
    }>;

    expect(xAxis.type).toBe('category');
    expect(xAxis.data).toEqual(['Nov 27', 'Nov 28', 'Nov 29', 'Nov 30', 'Dec 1']);
    expect(bars?.type).toBe('bar');
    expect(bars?.data.map((bar) => [bar.value, bar.itemStyle.color])).toEqual([
      [120.5, CHART_TOKENS.success],
      [0, CHART_TOKENS.success],
      [-40.25, CHART_TOKENS.danger],
      [0, CHART_TOKENS.success],
      [60, CHART_TOKENS.success],
    ]);
  });

  it('tells the hovered day and its profit to the cent', () => {
    const { formatter } = buildDailyProfitOption(DAYS).tooltip as { formatter: (params: unknown) => string };
    expect(formatter([{ dataIndex: 2, value: -40.25, marker: '' }])).toBe(
      '<strong>Nov 29, 2026</strong><br>Profit: <strong>-40.25 USD</strong>',
    );
  });

  it('describes the range, the sum and the days up and down', () => {
    expect(describeDailyProfit(DAYS)).toBe(
      'Profit per day from Nov 27, 2026 to Dec 1, 2026: 140.25 USD in all, 2 days up, 1 day down.',
    );
    expect(describeDailyProfit([])).toBe('No closed trades in this range');
  });
});
