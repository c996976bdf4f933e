// How many licensed robots are online and offline right now (GET /api/monitoring/accounts/status, every
// 30 seconds). Until the first answer, or after a failure (only logged), there is nothing to count.
import { useId } from 'react';
import { MetricList } from '../../../components/ui/metric-list';
import { useAccountsStatus } from '../api/get-accounts-status';

export function StatusSummary() {
  const titleId = useId();
  const status = useAccountsStatus();
  const accounts = status.data;
  if (!accounts) return null;
  const online = accounts.filter((account) => account.isOnline).length;
  return (
    <section className="monitoring-summary" aria-labelledby={titleId}>
      <h3 id={titleId}>Online Status</h3>
      <MetricList
        metrics={[
          { label: 'Online', value: String(online) },
          { label: 'Offline', value: String(accounts.length - online) },
          { label: 'Total', value: String(accounts.length) },
        ]}
      />
    </section>
  );
}
