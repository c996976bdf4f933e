// The raw event, one click from its row: its envelope, data and metadata exactly as the log recorded
// them, as JSON in a dialog.
import { Dialog } from '../../../components/ui/dialog';
import type { AuditEntryView } from '../api/get-audit-trail';
import { eventTypeInWords } from '../utils/describe-audit-entry';

/** The event as the log recorded it, without the labels the API added for people. */
export function rawEvent(event: AuditEntryView) {
  return {
    id: event._id,
    type: event.type,
    streamId: event.streamId,
    revision: event.revision,
    occurredAt: event.at,
    actor: event.actor,
    ownerId: event.ownerId,
    data: event.data,
    metadata: event.metadata,
  };
}

export function RawEventDialog({ event, onClose }: { event: AuditEntryView; onClose: () => void }) {
  return (
    <Dialog title={`Raw event: ${eventTypeInWords(event.type)}`} onClose={onClose} wide>
      <pre className="audit-raw-event">{JSON.stringify(rawEvent(event), null, 2)}</pre>
    </Dialog>
  );
}
