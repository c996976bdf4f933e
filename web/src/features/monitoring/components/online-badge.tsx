// A robot online or offline, in words first and colour second.
import { MONITORING_MESSAGES } from '../messages';

export function OnlineBadge({ online }: { online: boolean }) {
  return (
    <span className={`status-badge status-badge--${online ? 'active' : 'expired'}`}>
      {online ? MONITORING_MESSAGES.online : MONITORING_MESSAGES.offline}
    </span>
  );
}
