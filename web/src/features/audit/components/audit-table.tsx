// The audit trail's table, newest first: when (how long ago, the exact local time on hover), who, what
// (the event in words), which entity (as people name it, a link to its whole history) and the change it
// recorded (in words, the raw event on demand).
import { AuditTrailLink } from '../../../components/ui/audit-trail-link';
import type { AuditEntryView } from '../api/get-audit-trail';
import { exactTime, relativeTime } from '../utils/audit-time';
import { describeActor, eventTypeInWords } from '../utils/describe-audit-entry';
import { AuditChange } from './audit-change';

const HEADERS = ['When', 'Who', 'What', 'Entity', 'Change'];

export function AuditTable({ events }: { events: readonly AuditEntryView[] }) {
  return (
    <div className="table-scroll">
      <table className="data-table audit-table">
        <caption className="visually-hidden">Audit trail events, newest first</caption>
        <thead>
          <tr>
            {HEADERS.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <AuditRow key={event._id} event={event} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AuditRow({ event }: { event: AuditEntryView }) {
  const actor = describeActor(event);
  return (
    <tr>
      <td>
        <time dateTime={event.at} title={exactTime(event.at)}>
          {relativeTime(event.at)}
        </time>
      </td>
      <td>
        {actor.name}
        {actor.role && <span className="muted"> ({actor.role})</span>}
      </td>
      <th scope="row" title={event.type}>
        {eventTypeInWords(event.type)}
      </th>
      <td>
        {event.entity.id ? (
          <AuditTrailLink
            filters={{ category: event.entity.type, entityId: event.entity.id }}
            className="audit-table__entity"
          >
            <span title={event.entity.id}>{event.entity.label}</span>
          </AuditTrailLink>
        ) : (
          event.entity.label
        )}
      </td>
      <td className="data-table__wrap">
        <AuditChange event={event} />
      </td>
    </tr>
  );
}
