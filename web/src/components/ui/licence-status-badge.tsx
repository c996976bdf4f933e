// A licence's status in words and colour; the words carry the meaning, the colour only repeats it.
import { statusLabel, statusTone } from '../../lib/licence-status';

export function LicenceStatusBadge({ status }: { status: string }) {
  return <span className={`status-badge status-badge--${statusTone(status)}`}>{statusLabel(status)}</span>;
}
