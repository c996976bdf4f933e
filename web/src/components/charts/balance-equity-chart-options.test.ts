// The Balance and Equity chart's pure parts: data in time order as Unix seconds, the two named series with
// money in their legend, and the sentence read out in place of the canvas.
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../lib/format';
import {
  buildBalanceEquityOptions,
  describeBalanceEquity,
  toAlignedData,
} from './balance-equity-chart-options';

const POINTS = [
  { date: '2026-03-02T12:00:00.000Z', balance: 10_100, equity: 10_050.5 },
  { date: '2026-03-01T12:00:00.000Z', balance: 10_000, equity: 10_000 },
  { date: 'yesterday', balance: 1, equity: 1 },
  { date: '2026-03-03T12:00:00.000Z', balance: 10_250.75, equity: 10_300 },
];

describe('toAlignedData', () => {
  it('sorts by date, gives x in Unix seconds and drops dates that do not parse', () => {
    expect(toAlignedData(POINTS)).toEqual([
      [
        Date.parse('2026-03-01T12:00:00.000Z') / 1000,
        Date.parse('2026-03-02T12:00:00.000Z') / 1000,
        Date.parse('2026-03-03T12:00:00.000Z') / 1000,
      ],
      [10_000, 10_100, 10_250.75],
      [10_000, 10_050.5, 10_300],
    ]);
  });
});

describe('buildBalanceEquityOptions', () => {
  it('draws Balance and Equity over a time axis at the given size', () => {
    const options = buildBalanceEquityOptions({ width: 640, height: 300 });

    expect(options.width).toBe(640);
    expect(options.height).toBe(300);
    expect(options.scales?.x?.time).toBe(true);
    expect(options.series.map((series) => series.label)).toEqual([undefined, 'Balance', 'Equity']);
    expect(options.cursor?.drag?.setScale).toBe(false);
  });

  it('shows legend values as USD and axis ticks in compact form', () => {
    const options = buildBalanceEquityOptions({ width: 640, height: 300 });
    const legendValue = options.series[1]?.value;
    const ticks = options.axes?.[1]?.values;

    expect(typeof legendValue === 'function' && legendValue(null as never, 10_250.5, 1, 0)).toBe(
      '10,250.50 USD',
    );
    expect(typeof ticks === 'function' && ticks(null as never, [9_500, 12_000], 1, 0, 0)).toEqual([
      '9.5K',
      '12K',
    ]);
  });
});

describe('describeBalanceEquity', () => {
  it('names the range and the first and last values', () => {
    expect(describeBalanceEquity(POINTS)).toBe(
      `Balance and equity from ${formatDate('2026-03-01T12:00:00.000Z')} to ${formatDate('2026-03-03T12:00:00.000Z')}: ` +
        'balance 10,000.00 USD to 10,250.75 USD, equity 10,000.00 USD to 10,300.00 USD.',
    );
  });

  it('says so when there is nothing to draw', () => {
    expect(describeBalanceEquity([])).toBe('No equity data available');
  });
});
