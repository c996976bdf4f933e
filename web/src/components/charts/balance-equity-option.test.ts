// The Balance and Equity chart's option: balance drawn over the equity area, deposits and withdrawals pinned
// on the balance line, a tooltip with the day and money to the cent, a zoom only for long histories.
import { describe, expect, it } from 'vitest';
import { buildBalanceEquityOption, describeBalanceEquity } from './balance-equity-option';
import type { TooltipItem } from './chart-option';

const at = (day: string) => `2026-11-${day}T12:00:00.000Z`;
const POINTS = [
  { date: at('26'), balance: 10_100, equity: 10_050.5 },
  { date: at('25'), balance: 10_000, equity: 10_000 },
  { date: 'yesterday', balance: 1, equity: 1 },
  { date: at('27'), balance: 11_250.75, equity: 11_300 },
];
const FLOWS = [
  { date: at('27'), amount: 1_000, kind: 'deposit' as const },
  { date: at('26'), amount: 250, kind: 'withdrawal' as const },
];

type Series = {
  name: string;
  data: unknown[];
  areaStyle?: object;
  z: number;
  markPoint?: { data: unknown[] };
};
const seriesOf = (option: ReturnType<typeof buildBalanceEquityOption>) => option.series as Series[];

function tooltip(option: ReturnType<typeof buildBalanceEquityOption>, items: TooltipItem[]): string {
  const { formatter } = option.tooltip as { formatter: (params: unknown) => string };
  return formatter(items);
}

describe('buildBalanceEquityOption', () => {
  it('draws equity as an area under balance as a line, in time order, dropping dates that do not parse', () => {
    const [equity, balance] = seriesOf(buildBalanceEquityOption(POINTS));

    expect(equity?.name).toBe('Equity');
    expect(equity?.areaStyle).toBeDefined();
    expect(balance?.name).toBe('Balance');
    expect(balance?.areaStyle).toBeUndefined();
    expect(balance?.z).toBeGreaterThan(equity?.z ?? 0);
    expect(balance?.data).toEqual([
      [Date.parse(at('25')), 10_000],
      [Date.parse(at('26')), 10_100],
      [Date.parse(at('27')), 11_250.75],
    ]);
    expect(equity?.data).toEqual([
      [Date.parse(at('25')), 10_000],
      [Date.parse(at('26')), 10_050.5],
      [Date.parse(at('27')), 11_300],
    ]);
  });

  it('pins each deposit and withdrawal on the balance line at the balance just after it', () => {
    const [, balance] = seriesOf(buildBalanceEquityOption(POINTS, FLOWS));

    expect(balance?.markPoint?.data).toEqual([
      expect.objectContaining({ name: 'Withdrawal', coord: [Date.parse(at('26')), 10_100], value: '−250' }),
      expect.objectContaining({ name: 'Deposit', coord: [Date.parse(at('27')), 11_250.75], value: '+1K' }),
    ]);
  });

  it('tells the hovered day, balance and equity to the cent, and that day’s deposits', () => {
    const option = buildBalanceEquityOption(POINTS, FLOWS);
    const time = Date.parse(at('27'));

    const text = tooltip(option, [
      { seriesName: 'Equity', value: [time, 11_300], marker: '' },
      { seriesName: 'Balance', value: [time, 11_250.75], marker: '' },
    ]);

    expect(text).toBe(
      '<strong>Nov 27, 2026</strong><br>Equity: <strong>11,300.00 USD</strong>' +
        '<br>Balance: <strong>11,250.75 USD</strong><br>Deposit: <strong>1,000.00 USD</strong>',
    );
  });

  it('adds a zoom (slider and inside) only past 60 points', () => {
    const day = (index: number) => ({
      date: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
      balance: 1,
      equity: 1,
    });
    const short = Array.from({ length: 60 }, (_, index) => day(index));
    const long = Array.from({ length: 61 }, (_, index) => day(index));

    expect(buildBalanceEquityOption(short).dataZoom).toBeUndefined();
    expect(buildBalanceEquityOption(long).dataZoom).toEqual([
      expect.objectContaining({ type: 'inside' }),
      expect.objectContaining({ type: 'slider' }),
    ]);
  });

  it('labels the time axis by days and months, never by the hour', () => {
    const xAxis = buildBalanceEquityOption(POINTS).xAxis as {
      type: string;
      axisLabel: { formatter: object };
    };
    expect(xAxis.type).toBe('time');
    expect(xAxis.axisLabel.formatter).toMatchObject({ day: '{MMM} {d}', hour: '{MMM} {d}' });
  });
});

describe('describeBalanceEquity', () => {
  it('names the range, the first and last values and the marked cash flows', () => {
    expect(describeBalanceEquity(POINTS, FLOWS)).toBe(
      'Balance and equity from Nov 25, 2026 to Nov 27, 2026: balance 10,000.00 USD to 11,250.75 USD, ' +
        'equity 10,000.00 USD to 11,300.00 USD. Marked: 1 deposit, 1 withdrawal.',
    );
  });

  it('says so when there is nothing to draw', () => {
    expect(describeBalanceEquity([])).toBe('No equity data available');
  });
});
