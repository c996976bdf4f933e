// The licence's balance and equity over 30 days, 90 days (the default) or all its history, as a line chart
// loaded on demand; 'No equity data available' when the range holds no samples.
import { useId, useState } from 'react';
import { LazyBalanceEquityChart } from '../../../components/charts/lazy-balance-equity-chart';
import { DEFAULT_EQUITY_RANGE, EQUITY_RANGES, type EquityRange, useEquity } from '../api/get-equity';
import { MONITORING_MESSAGES } from '../messages';

export function EquityPanel({ licenceId }: { licenceId: string }) {
  const titleId = useId();
  const [days, setDays] = useState<EquityRange>(DEFAULT_EQUITY_RANGE);
  const equity = useEquity(licenceId, days);
  return (
    <section className="monitoring-panel" aria-labelledby={titleId}>
      <div className="toolbar">
        <h4 id={titleId} className="toolbar__title">
          Balance &amp; Equity
        </h4>
        <fieldset className="segmented">
          <legend className="visually-hidden">Range</legend>
          {EQUITY_RANGES.map((range) => (
            <button
              key={range.days}
              type="button"
              className="button button--small"
              aria-pressed={range.days === days}
              onClick={() => setDays(range.days)}
            >
              {range.label}
            </button>
          ))}
        </fieldset>
      </div>
      {equity.isPending && <p className="muted">{MONITORING_MESSAGES.loading}</p>}
      {equity.data?.length === 0 && <p className="muted">{MONITORING_MESSAGES.noEquity}</p>}
      {equity.data && equity.data.length > 0 && <LazyBalanceEquityChart points={equity.data} height={260} />}
    </section>
  );
}
