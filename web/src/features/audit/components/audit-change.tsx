// What an event recorded: a one-line summary in words, and the raw event (its envelope, data and
// metadata, as recorded) one click away.
import type { AuditEntryView } from '../api/get-audit-trail';
import { summariseData } from '../utils/describe-audit-entry';

/** The event as the log recorded it, without the labels the API added for people. */
function rawEvent(event: AuditEntryView) {
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

export function AuditChange({ event }: { event: AuditEntryView }) {
  const empty = Object.keys(event.data).length === 0;
  return (
    <div className="audit-change">
      <span className={empty ? 'muted' : undefined}>{summariseData(event.data)}</span>
      <details className="audit-change__raw">
        <summary className="audit-change__summary">Raw event</summary>
        <pre className="audit-change__data">{JSON.stringify(rawEvent(event), null, 2)}</pre>
      </details>
    </div>
  );
}
