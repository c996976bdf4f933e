// The audit trail's table on the shared data table: the server's page in the chosen order (newest first
// unless told), and per row its raw event, opened in a dialog from a column that stays in view.
import type { AuditListSortKey } from '@shop/command-api/contracts';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import type { ServerPageProps } from '../../../components/data-table/data-table-types';
import type { AuditEntryView } from '../api/get-audit-trail';
import { DEFAULT_AUDIT_SORT } from '../utils/audit-view';
import { AUDIT_COLUMNS } from './audit-columns';
import { RawEventDialog } from './raw-event-dialog';

type AuditTableProps = ServerPageProps<AuditListSortKey> & {
  events: readonly AuditEntryView[] | undefined;
  loadingText: string;
};

export function AuditTable({ events, ...page }: AuditTableProps) {
  const [raw, setRaw] = useState<AuditEntryView | null>(null);
  return (
    <>
      <DataTable
        label="Audit trail"
        columns={AUDIT_COLUMNS}
        rows={events}
        rowKey={(event) => event._id}
        defaultSort={DEFAULT_AUDIT_SORT}
        actions={(event) => (
          <button type="button" className="button button--small" onClick={() => setRaw(event)}>
            Raw event
          </button>
        )}
        {...page}
      />
      {raw && <RawEventDialog event={raw} onClose={() => setRaw(null)} />}
    </>
  );
}
