// The licence's drawdown from its peak (time-weighted, so withdrawals are no loss) and its closed trades'
// profit per day, over the range chosen on the equity panel, as charts loaded on demand. A failed call is
// only logged (spec §8), as for every monitoring detail.
import { type ReactNode, useId } from 'react';
import { LazyPercentHistoryChart } from '../../../components/charts/lazy-charts';
import type { EquityRange } from '../api/get-equity';
import { useLicencePerformance } from '../api/get-performance';
import { MONITORING_MESSAGES } from '../messages';
import { LazyDailyProfitChart } from './lazy-daily-profit-chart';

const CHART_HEIGHT = 200;

function ChartPanel({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="monitoring-panel" aria-labelledby={titleId}>
      <h4 id={titleId}>{title}</h4>
      {children}
    </section>
  );
}

export function PerformancePanels({ licenceId, days }: { licenceId: string; days: EquityRange }) {
  const performance = useLicencePerformance(licenceId, days);
  const data = performance.data;
  const loading = performance.isPending && <p className="muted">{MONITORING_MESSAGES.loading}</p>;
  return (
    <>
      <ChartPanel title="Drawdown">
        {loading}
        {data?.drawdown.length === 0 && <p className="muted">{MONITORING_MESSAGES.noEquity}</p>}
        {data && data.drawdown.length > 0 && (
          <LazyPercentHistoryChart kind="drawdown" points={data.drawdown} height={CHART_HEIGHT} />
        )}
      </ChartPanel>
      <ChartPanel title="Daily Profit">
        {loading}
        {data?.dailyProfit.length === 0 && <p className="muted">{MONITORING_MESSAGES.noDailyProfit}</p>}
        {data && data.dailyProfit.length > 0 && (
          <LazyDailyProfitChart days={data.dailyProfit} height={CHART_HEIGHT} />
        )}
      </ChartPanel>
    </>
  );
}
