// A licence's account-number changes, newest first: from → to, by whom, when and why.
import { formatDateTime } from '../../../lib/format';
import { useAccountHistory } from '../api/get-account-history';

export function AccountHistoryList({ licenceId }: { licenceId: string }) {
  const history = useAccountHistory(licenceId);

  if (history.isPending) return <p className="muted">Loading history...</p>;
  if (history.isError) return <p className="muted">Failed to load the account number history</p>;
  if (history.data.history.length === 0) return <p className="muted">No account number changes yet</p>;

  const entries = [...history.data.history].reverse();
  return (
    <ol className="history-list" aria-label="Account number changes">
      {entries.map((entry) => (
        <li key={`${entry.changedAt}-${entry.accountNumber}`} className="history-list__item">
          <span className="history-list__change">
            {entry.previousAccountNumber} → {entry.accountNumber}
          </span>
          <span className="muted">
            {' '}
            by {entry.changedByUsername ?? entry.changedBy} ({entry.changedBy}) on{' '}
            {formatDateTime(entry.changedAt)}
          </span>
          {entry.reason && <span className="history-list__reason">Reason: {entry.reason}</span>}
        </li>
      ))}
    </ol>
  );
}
