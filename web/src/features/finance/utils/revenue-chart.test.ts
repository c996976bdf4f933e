// The revenue chart's pure parts: keys to local-midnight times, the column-wise data in dollars, the three
// series, and the sentence read instead of the canvas.
import { describe, expect, it } from 'vitest';
import { aRevenueRow } from '../testing/finance-fixtures';
import {
  buildRevenueOptions,
  describeRevenue,
  loneTimeRange,
  revenueKeyTime,
  toRevenueData,
} from './revenue-chart';

const seconds = (...parts: [number, number, number]) => new Date(...parts).getTime() / 1000;

describe('revenue chart', () => {
  it('places a day at its local midnight and a month at its first day', () => {
    expect(revenueKeyTime('2026-03-05')).toBe(seconds(2026, 2, 5));
    expect(revenueKeyTime('2026-03')).toBe(seconds(2026, 2, 1));
    expect(revenueKeyTime('')).toBeNull();
    expect(revenueKeyTime('SPRING10')).toBeNull();
  });

  it('lays out gross, refunds and net in dollars, in time order, skipping keys that are not dates', () => {
    const data = toRevenueData([
      aRevenueRow('2026-03-06', { grossCents: 13200, refundsCents: 4900, netCents: 8300 }),
      aRevenueRow('2026-03-05'),
      aRevenueRow('oops'),
    ]);
    expect(data).toEqual([
      [seconds(2026, 2, 5), seconds(2026, 2, 6)],
      [49, 132],
      [0, 49],
      [49, 83],
    ]);
  });

  it('draws three labelled series with points, on a time axis', () => {
    const options = buildRevenueOptions({ width: 640, height: 260, period: 'day' });
    expect(options.width).toBe(640);
    expect(options.height).toBe(260);
    expect(options.scales?.x?.time).toBe(true);
    expect(options.series.map((series) => series.label)).toEqual([undefined, 'Gross', 'Refunds', 'Net']);
    const gross = options.series[1]!;
    expect((gross.value as (chart: unknown, value: number | null) => string)({}, 1234.5)).toBe(
      '1,234.50 USD',
    );
  });

  it('gives a lone day or month room either side, and leaves a spread of points to uPlot', () => {
    const day = seconds(2026, 2, 5);
    expect(loneTimeRange([day], 'day')).toEqual([day - 86_400, day + 86_400]);
    expect(loneTimeRange([day], 'month')).toEqual([day - 20 * 86_400, day + 20 * 86_400]);
    expect(loneTimeRange([day, day + 86_400], 'day')).toBeNull();
    expect(loneTimeRange([], 'day')).toBeNull();
  });

  it('uses that range for a lone point and uPlot’s own otherwise', () => {
    const range = buildRevenueOptions({ width: 640, height: 260, period: 'day' }).scales?.x?.range as (
      chart: { data: number[][] },
      min: number,
      max: number,
    ) => [number, number];
    const day = seconds(2026, 2, 5);
    expect(range({ data: [[day]] }, day, day + 86_400_000)).toEqual([day - 86_400, day + 86_400]);
    expect(range({ data: [[day, day + 86_400]] }, day, day + 86_400)).toEqual([day, day + 86_400]);
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
      'Revenue by day from 2026-03-05 to 2026-03-06: gross 181.00 USD, refunds 49.00 USD, net 132.00 USD.',
    );
    expect(describeRevenue([], 'month')).toBe('No revenue in this period');
  });
});
