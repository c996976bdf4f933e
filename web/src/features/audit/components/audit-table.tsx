// The audit trail's table, newest first: when, who, what (the event in words), which entity (a link to
// that entity's whole history) and the change it recorded.
import { AuditTrailLink } from '../../../components/ui/audit-trail-link';
import { formatDateTime } from '../../../lib/format';
import type { AuditEntryView } from '../api/get-audit-trail';
import { describeActor, describeEntity, eventTypeInWords } from '../utils/describe-audit-entry';
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
        <time dateTime={event.at}>{formatDateTime(event.at)}</time>
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
            <span title={event.entity.id}>{describeEntity(event.entity)}</span>
          </AuditTrailLink>
        ) : (
          describeEntity(event.entity)
        )}
      </td>
      <td className="data-table__wrap">
        <AuditChange data={event.data} />
      </td>
    </tr>
  );
}
