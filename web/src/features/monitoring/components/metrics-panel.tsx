// One licence's trading figures (spec §3 Monitoring metrics): money in USD with cents, drawdown and win
// rate in per cent, profit factor green from 1 up, '—' where there is no value yet. A note under the figures
// says why Total Trades can be below the deals' total.
import { useId } from 'react';
import { type Metric, MetricList } from '../../../components/ui/metric-list';
import {
  formatFixed,
  formatMoney,
  formatPercent,
  formatQuantity,
  NO_VALUE,
  profitFactorTone,
} from '../../../lib/format-metrics';
import { type MonitoringMetrics, useMonitoringMetrics } from '../api/get-monitoring-metrics';
import { MONITORING_MESSAGES } from '../messages';

export function monitoringMetrics(metrics: MonitoringMetrics): Metric[] {
  return [
    { label: 'Total Profit', value: formatMoney(metrics.totalProfit) },
    { label: 'Current Balance', value: formatMoney(metrics.currentBalance) },
    { label: 'Initial Deposit', value: formatMoney(metrics.initialDeposit) },
    { label: 'Max Drawdown', value: formatPercent(metrics.maxDrawdown) },
    {
      label: 'Profit Factor',
      value: formatFixed(metrics.profitFactor, 2),
      tone: profitFactorTone(metrics.profitFactor),
    },
    { label: 'Risk/Reward Ratio', value: formatFixed(metrics.riskRewardRatio, 2) },
    { label: 'Best Symbol', value: metrics.bestSymbol ?? NO_VALUE },
    { label: 'Win Rate', value: formatPercent(metrics.winRate) },
    { label: 'Avg Daily Profit', value: formatMoney(metrics.avgDailyProfit) },
    { label: 'Avg Weekly Profit', value: formatMoney(metrics.avgWeeklyProfit) },
    { label: 'Avg Monthly Profit', value: formatMoney(metrics.avgMonthlyProfit) },
    { label: 'Avg Trades per Day', value: formatFixed(metrics.avgTradesPerDay, 1) },
    { label: 'Avg Trade Length', value: formatQuantity(metrics.avgTradeLength, 1, 'hour', 'hours') },
    { label: 'Total Trades', value: formatFixed(metrics.totalTrades, 0) },
  ];
}

export function MetricsPanel({ licenceId }: { licenceId: string }) {
  const titleId = useId();
  const metrics = useMonitoringMetrics(licenceId);
  return (
    <section className="monitoring-panel" aria-labelledby={titleId}>
      <h4 id={titleId}>Metrics</h4>
      {metrics.isPending && <p className="muted">{MONITORING_MESSAGES.loading}</p>}
      {metrics.data && (
        <>
          <MetricList metrics={monitoringMetrics(metrics.data)} />
          <p className="monitoring-panel__note">{MONITORING_MESSAGES.tradesCountNote}</p>
        </>
      )}
    </section>
  );
}
