// The licence's robot as its last heartbeat left it: online or offline, when it was last seen, how many
// positions it holds and which EA version runs.
import { useId } from 'react';
import { formatDateTime } from '../../../lib/format';
import { formatFixed, formatMoney, NO_VALUE } from '../../../lib/format-metrics';
import { useHeartbeat } from '../api/get-heartbeat';
import { MONITORING_MESSAGES } from '../messages';
import { OnlineBadge } from './online-badge';

export function HeartbeatPanel({ licenceId }: { licenceId: string }) {
  const titleId = useId();
  const heartbeat = useHeartbeat(licenceId);
  const view = heartbeat.data;
  return (
    <section className="monitoring-panel" aria-labelledby={titleId}>
      <h4 id={titleId}>Heartbeat</h4>
      {heartbeat.isPending && <p className="muted">{MONITORING_MESSAGES.loading}</p>}
      {view && (
        <dl className="metric-list">
          <div className="metric-list__item">
            <dt>Status</dt>
            <dd>
              <OnlineBadge online={view.isOnline} />
            </dd>
          </div>
          <div className="metric-list__item">
            <dt>Last Seen</dt>
            <dd>{view.lastSeen ? formatDateTime(view.lastSeen) : MONITORING_MESSAGES.neverSeen}</dd>
          </div>
          <div className="metric-list__item">
            <dt>Active Positions</dt>
            <dd>{formatFixed(view.heartbeat?.activePositions, 0)}</dd>
          </div>
          <div className="metric-list__item">
            <dt>EA Version</dt>
            <dd>{view.heartbeat?.eaVersion ?? NO_VALUE}</dd>
          </div>
          <div className="metric-list__item">
            <dt>Balance</dt>
            <dd>{formatMoney(view.heartbeat?.balance)}</dd>
          </div>
          <div className="metric-list__item">
            <dt>Equity</dt>
            <dd>{formatMoney(view.heartbeat?.equity)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
