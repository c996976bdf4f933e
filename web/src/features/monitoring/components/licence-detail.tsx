// The selected licence in detail: heartbeat, metrics, equity, drawdown and daily profit charts (one range
// for the three), positions and deals, each refreshed every 30 seconds on its own, so one slow or failing
// call leaves the others standing.
import { useEffect, useId, useRef, useState } from 'react';
import { DEFAULT_EQUITY_RANGE, type EquityRange } from '../api/get-equity';
import type { MonitoringLicence } from '../api/get-monitoring-licences';
import { DealsPanel } from './deals-panel';
import { EquityPanel } from './equity-panel';
import { HeartbeatPanel } from './heartbeat-panel';
import { MetricsPanel } from './metrics-panel';
import { PerformancePanels } from './performance-panels';
import { PositionsPanel } from './positions-panel';

type LicenceDetailProps = { licence: MonitoringLicence; onClose: () => void };

export function LicenceDetail({ licence, onClose }: LicenceDetailProps) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [days, setDays] = useState<EquityRange>(DEFAULT_EQUITY_RANGE);
  // The details open below a list of up to ten rows: take the reader (and the keyboard) there.
  useEffect(() => {
    titleRef.current?.focus();
  }, []);
  return (
    <section className="monitoring-detail" aria-labelledby={titleId}>
      <div className="toolbar">
        <h3 id={titleId} ref={titleRef} tabIndex={-1} className="toolbar__title">
          Account {licence.accountNumber}
        </h3>
        <button type="button" className="button button--small" onClick={onClose}>
          Close
        </button>
      </div>
      <p className="muted">
        {licence.userId.username} ({licence.userId.email}) ·{' '}
        <code className="licence-key">{licence.licenseKey}</code>
      </p>
      <div className="monitoring-detail__grid">
        <HeartbeatPanel licenceId={licence._id} />
        <MetricsPanel licenceId={licence._id} />
      </div>
      <EquityPanel licenceId={licence._id} days={days} onDaysChange={setDays} />
      <PerformancePanels licenceId={licence._id} days={days} />
      <PositionsPanel licenceId={licence._id} />
      <DealsPanel licenceId={licence._id} />
    </section>
  );
}
