// The performance section's left panel: the showcase account's figures as spec §9 'Display' has them.
import type { PublicPerformanceView } from '@shop/command-api/contracts';
import { type Metric, MetricList } from '../../../components/ui/metric-list';
import {
  formatFixed,
  formatMoney,
  formatQuantity,
  formatSignedPercent,
  formatUpdateAge,
  profitFactorTone,
} from '../../../lib/format-metrics';

export function performanceMetrics(data: PublicPerformanceView, now: number): Metric[] {
  return [
    { label: 'Total Banked Growth', value: formatSignedPercent(data.totalBankedGrowth) },
    { label: 'Daily Banked Growth', value: formatSignedPercent(data.dailyBankedGrowth) },
    { label: 'Weekly Banked Growth', value: formatSignedPercent(data.weeklyBankedGrowth) },
    { label: 'Monthly Banked Growth', value: formatSignedPercent(data.monthlyBankedGrowth) },
    { label: 'Balance', value: formatMoney(data.balance) },
    { label: 'Closed Profit', value: formatMoney(data.closedProfit) },
    {
      label: 'Banked Profit Factor',
      value: formatFixed(data.bankedProfitFactor, 2),
      tone: profitFactorTone(data.bankedProfitFactor),
    },
    { label: 'Trades per Day', value: formatFixed(data.tradesPerDay, 1) },
    {
      label: 'Average Trade Duration',
      value: formatQuantity(data.averageTradeDurationHours, 1, 'hour', 'hours'),
    },
    { label: 'History Length', value: formatQuantity(data.historyLengthDays, 0, 'day', 'days') },
    { label: 'Deposits', value: formatMoney(data.totalDeposits) },
    { label: 'Withdrawals', value: formatMoney(data.totalWithdrawals) },
    { label: 'Closed Positions', value: formatFixed(data.totalClosedPositions, 0) },
    { label: 'Last Updated', value: formatUpdateAge(data.lastUpdated, now) },
  ];
}

export function PerformanceMetrics({ data }: { data: PublicPerformanceView }) {
  return <MetricList metrics={performanceMetrics(data, Date.now())} />;
}
