// The audit table's columns: when (how long ago, the exact local time on hover; sorted by the server),
// who, what (the event in words, the row's header), which entity (as people name it, a link to its whole
// history) and the change it recorded in words. Who and the entity give way first on narrow frames; the
// change wraps rather than being cut off.
import type { AuditListSortKey } from '@shop/command-api/contracts';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { AuditTrailLink } from '../../../components/ui/audit-trail-link';
import type { AuditEntryView } from '../api/get-audit-trail';
import { exactTime, relativeTime } from '../utils/audit-time';
import { describeActor, eventTypeInWords, summariseData } from '../utils/describe-audit-entry';

export const AUDIT_COLUMNS: ReadonlyArray<DataTableColumn<AuditEntryView, AuditListSortKey>> = [
  {
    id: 'at',
    header: 'When',
    sortKey: 'at',
    cell: (event) => (
      <time dateTime={event.at} title={exactTime(event.at)}>
        {relativeTime(event.at)}
      </time>
    ),
  },
  { id: 'who', header: 'Who', priority: 2, cell: (event) => <Actor event={event} /> },
  {
    id: 'what',
    header: 'What',
    rowHeader: true,
    cell: (event) => <span title={event.type}>{eventTypeInWords(event.type)}</span>,
  },
  { id: 'entity', header: 'Entity', priority: 2, cell: (event) => <Entity event={event} /> },
  {
    id: 'change',
    header: 'Change',
    cell: (event) => (
      <span className={Object.keys(event.data).length === 0 ? 'audit-change muted' : 'audit-change'}>
        {summariseData(event.data)}
      </span>
    ),
  },
];

function Actor({ event }: { event: AuditEntryView }) {
  const actor = describeActor(event);
  return (
    <>
      {actor.name}
      {actor.role && <span className="muted"> ({actor.role})</span>}
    </>
  );
}

function Entity({ event }: { event: AuditEntryView }) {
  if (!event.entity.id) return <>{event.entity.label}</>;
  return (
    <AuditTrailLink
      filters={{ category: event.entity.type, entityId: event.entity.id }}
      className="audit-table__entity"
    >
      <span title={event.entity.id}>{event.entity.label}</span>
    </AuditTrailLink>
  );
}
