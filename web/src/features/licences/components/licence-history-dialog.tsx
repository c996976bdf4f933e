// A licence's audit trail for admins: every event, oldest first, with who did it, what, when, the
// account move (from → to) and the reason given.
import type { LicenceView } from '@shop/command-api/contracts';
import { Dialog } from '../../../components/ui/dialog';
import { formatDateTime } from '../../../lib/format';
import { type LicenceEventView, useLicenceEvents } from '../api/get-licence-events';
import { describeLicenceEvent } from '../utils/describe-licence-event';

type LicenceHistoryDialogProps = { licence: LicenceView; onClose: () => void };

export function LicenceHistoryDialog({ licence, onClose }: LicenceHistoryDialogProps) {
  const events = useLicenceEvents(licence._id);

  return (
    <Dialog title="License History" onClose={onClose}>
      <p className="dialog__meta">
        License: <code className="licence-key">{licence.licenseKey}</code> ({licence.userId.username})
      </p>
      {events.isPending && <p className="muted">Loading history...</p>}
      {events.isError && <p className="muted">Failed to load the license history</p>}
      {events.data?.length === 0 && <p className="muted">No events recorded</p>}
      {events.data && events.data.length > 0 && (
        <ol className="history-list" aria-label="License events">
          {events.data.map((event) => (
            <EventItem key={event.revision} event={event} />
          ))}
        </ol>
      )}
    </Dialog>
  );
}

function EventItem({ event }: { event: LicenceEventView }) {
  const details = describeLicenceEvent(event);
  return (
    <li className="history-list__item">
      <span className="history-list__change">{details.what}</span>
      <span className="muted">
        {' '}
        by {event.actorUsername ?? event.actor} on {formatDateTime(event.at)}
      </span>
      {details.change && <span className="history-list__detail">{details.change}</span>}
      {details.reason && <span className="history-list__reason">Reason: {details.reason}</span>}
    </li>
  );
}
