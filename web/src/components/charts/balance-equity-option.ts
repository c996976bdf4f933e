// The Balance and Equity chart's option: balance as a line over equity drawn as an area, so neither hides
// the other; deposits and withdrawals as pins on the balance line; a tooltip with the day and money to the
// cent; a zoom for long histories. Also the sentence read out in place of the chart.
import type { cashFlowPointSchema, equityPointSchema } from '@shop/command-api/contracts';
import { formatMoney } from '../../lib/format-metrics';
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

/** One point of equityBalanceData (spec §3) or of the monitoring equity call. */
export type BalanceEquityPoint = ReturnType<typeof equityPointSchema.parse>;
/** A deposit or withdrawal (amount positive), marked on the balance line. */
export type CashFlow = ReturnType<typeof cashFlowPointSchema.parse>;

export const CASH_FLOW_LABELS = { deposit: 'Deposit', withdrawal: 'Withdrawal' } as const;

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** `9.5K`, `12K`: the money axis' ticks. */
export const compactMoney = (value: number) => compact.format(value);

/** The balance just after `time`: the first point at or after it, else the last one. */
function balanceAt(points: ReadonlyArray<{ time: number; balance: number }>, time: number): number | null {
  const after = points.find((point) => point.time >= time) ?? points.at(-1);
  return after?.balance ?? null;
}

const sameDay = (a: number, b: number) => chartDate(a) === chartDate(b);

export function buildBalanceEquityOption(
  points: readonly BalanceEquityPoint[],
  cashFlows: readonly CashFlow[] = [],
): ChartOption {
  const rows = byTime(points);
  const flows = byTime(cashFlows);
  return {
    animation: false,
    grid: gridFor(rows.length),
    legend: { top: 0, data: ['Balance', 'Equity'] },
    tooltip: {
      trigger: 'axis',
      formatter: (params: unknown) => {
        const items = asItems(params);
        const time = hoveredTime(items);
        if (time === null) return '';
        const lines = items.map((item) =>
          tooltipRow(item.marker, item.seriesName ?? '', formatMoney(pointValue(item.value))),
        );
        const flowLines = flows
          .filter((flow) => sameDay(flow.time, time))
          .map((flow) => tooltipRow('', CASH_FLOW_LABELS[flow.kind], formatMoney(flow.amount)));
        return tooltipTitle(chartDate(time)) + [...lines, ...flowLines].join('');
      },
    },
    xAxis: { type: 'time', axisLabel: TIME_AXIS_LABELS },
    yAxis: { type: 'value', scale: true, axisLabel: { formatter: compactMoney } },
    ...zoomFor(rows.length),
    series: [
      {
        name: 'Equity',
        type: 'line',
        data: rows.map((row) => [row.time, row.equity]),
        showSymbol: false,
        sampling: 'lttb',
        color: CHART_TOKENS.warning,
        lineStyle: { width: 1 },
        areaStyle: { opacity: 0.16 },
        z: 1,
      },
      {
        name: 'Balance',
        type: 'line',
        data: rows.map((row) => [row.time, row.balance]),
        showSymbol: false,
        sampling: 'lttb',
        color: CHART_TOKENS.link,
        lineStyle: { width: 2 },
        z: 2,
        markPoint: {
          symbol: 'pin',
          symbolSize: 46,
          label: { color: CHART_TOKENS.surface, fontSize: 9 },
          data: flows.flatMap((flow) => {
            const balance = balanceAt(rows, flow.time);
            if (balance === null) return [];
            const deposit = flow.kind === 'deposit';
            return {
              name: CASH_FLOW_LABELS[flow.kind],
              coord: [flow.time, balance],
              value: `${deposit ? '+' : '−'}${compactMoney(flow.amount)}`,
              itemStyle: { color: deposit ? CHART_TOKENS.success : CHART_TOKENS.danger },
            };
          }),
        },
      },
    ],
  };
}

/** What the chart shows, in one sentence, for people who cannot see it. */
export function describeBalanceEquity(
  points: readonly BalanceEquityPoint[],
  cashFlows: readonly CashFlow[] = [],
): string {
  const rows = byTime(points);
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last) return 'No equity data available';
  const deposits = cashFlows.filter((flow) => flow.kind === 'deposit').length;
  const withdrawals = cashFlows.length - deposits;
  const marked =
    cashFlows.length > 0
      ? ` Marked: ${deposits} ${deposits === 1 ? 'deposit' : 'deposits'}, ` +
        `${withdrawals} ${withdrawals === 1 ? 'withdrawal' : 'withdrawals'}.`
      : '';
  return (
    `Balance and equity from ${chartDate(first.time)} to ${chartDate(last.time)}: ` +
    `balance ${formatMoney(first.balance)} to ${formatMoney(last.balance)}, ` +
    `equity ${formatMoney(first.equity)} to ${formatMoney(last.equity)}.${marked}`
  );
}
