// The revenue chart's option: days ('Nov 26') and months ('Nov 2026') on a category axis with every bucket
// between the first and the last, net revenue stacked by plan or network or gross, refunds and net side by
// side, money to the cent in the tooltip, and the sentence read out in its place.
import { describe, expect, it } from 'vitest';
import { aRevenueRow } from '../testing/finance-fixtures';
import { bucketKeys, buildRevenueOption, describeRevenue, revenueKeyLabel } from './revenue-chart';

type Bars = { name: string; type: string; data: number[]; stack?: string };
const bars = (option: ReturnType<typeof buildRevenueOption>) => option.series as Bars[];
const categories = (option: ReturnType<typeof buildRevenueOption>) =>
  (option.xAxis as { type: string; data: string[] }).data;

describe('revenue chart', () => {
  it('names a day and a month for people, whatever the reader’s time zone', () => {
    expect(revenueKeyLabel('2026-11-26', 'day')).toBe('Nov 26');
    expect(revenueKeyLabel('2026-11', 'month')).toBe('Nov 2026');
  });

  it('lists every day or month from the first to the last key, across a year end', () => {
    expect(bucketKeys(['2027-01-01', '2026-12-30', 'oops'], 'day')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
    expect(bucketKeys(['2027-02', '2026-11', '2026-11'], 'month')).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
    expect(bucketKeys(['2026-11'], 'day')).toEqual([]);
  });

  it('draws gross, refunds and net in dollars side by side per day, empty days at zero', () => {
    const option = buildRevenueOption({
      points: [
        aRevenueRow('2026-11-28', { grossCents: 13200, refundsCents: 4900, netCents: 8300 }),
        aRevenueRow('2026-11-26'),
      ],
      period: 'day',
    });

    expect((option.xAxis as { type: string }).type).toBe('category');
    expect(categories(option)).toEqual(['Nov 26', 'Nov 27', 'Nov 28']);
    expect(bars(option).map((series) => [series.name, series.type, series.stack, series.data])).toEqual([
      ['Gross', 'bar', undefined, [49, 0, 132]],
      ['Refunds', 'bar', undefined, [0, 0, 49]],
      ['Net', 'bar', undefined, [49, 0, 83]],
    ]);
  });

  it('stacks net revenue by plan per month, named for people', () => {
    const option = buildRevenueOption({
      points: [
        aRevenueRow('2026-11', { split: 'pro', netCents: 9900 }),
        aRevenueRow('2026-11', { split: 'starter', netCents: 4900 }),
        aRevenueRow('2026-12', { split: 'starter', netCents: -4900 }),
      ],
      period: 'month',
      splitLabel: (plan) => `${plan} plan`,
    });

    expect(categories(option)).toEqual(['Nov 2026', 'Dec 2026']);
    expect(bars(option).map((series) => [series.name, series.stack, series.data])).toEqual([
      ['pro plan', 'net', [99, 0]],
      ['starter plan', 'net', [49, -49]],
    ]);
  });

  it('tells the hovered month, each plan’s net to the cent and the net in all', () => {
    const option = buildRevenueOption({
      points: [
        aRevenueRow('2026-11', { split: 'a<b', netCents: 9900 }),
        aRevenueRow('2026-11', { split: 'c', netCents: 4900 }),
      ],
      period: 'month',
      splitLabel: (plan) => plan,
    });
    const { formatter } = option.tooltip as { formatter: (params: unknown) => string };

    expect(
      formatter([
        { dataIndex: 0, seriesName: 'a<b', value: 99, marker: '' },
        { dataIndex: 0, seriesName: 'c', value: 49, marker: '' },
      ]),
    ).toBe(
      '<strong>November 2026</strong><br>a&lt;b: <strong>99.00 USD</strong><br>c: <strong>49.00 USD</strong>' +
        '<br>Net in all: <strong>148.00 USD</strong>',
    );
  });

  it('zooms only a range of more than 60 days', () => {
    const day = (index: number) => new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(0, 10);
    const option = (count: number) =>
      buildRevenueOption({ points: [aRevenueRow(day(0)), aRevenueRow(day(count - 1))], period: 'day' });
    expect(option(60).dataZoom).toBeUndefined();
    expect(option(61).dataZoom).toHaveLength(2);
  });

  it('describes the period and its sums', () => {
    expect(
      describeRevenue(
        [
          aRevenueRow('2026-03-06', { grossCents: 13200, refundsCents: 4900, netCents: 8300 }),
          aRevenueRow('2026-03-05'),
        ],
        'day',
      ),
    ).toBe(
      'Revenue by day from Mar 5, 2026 to Mar 6, 2026: gross 181.00 USD, refunds 49.00 USD, net 132.00 USD.',
    );
    expect(describeRevenue([], 'month')).toBe('No revenue in this period');
  });
});
