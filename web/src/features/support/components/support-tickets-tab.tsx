// The admin console's Support Tickets section (spec §2 Admin dashboard): everyone's tickets on the shared
// data table with their users, sorted, filtered (status, category, priority), searched and paged by the
// server, 25 a page; the view lives in the address (/admin/tickets?status=open). View opens the ticket
// dialog with the status selector and internal notes. The console's page header carries the title and
// Export CSV (every ticket the filters and search match, in the table's order).
import type { TicketView } from '@shop/command-api/contracts';
import { useState } from 'react';
import { tableViewParams, useTableView } from '../../../components/data-table/use-table-view';
import { ConsolePageActions } from '../../../components/layout/console-page-actions';
import { Alert } from '../../../components/ui/alert';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { Notice, useNotice } from '../../../components/ui/notice';
import { failureMessage } from '../../../lib/api-client';
import { downloadExport, EXPORT_PATHS } from '../../../lib/download-export';
import { ticketPageState, useAdminTickets } from '../api/get-admin-tickets';
import { SUPPORT_MESSAGES } from '../messages';
import {
  ADMIN_TICKET_FILTERS,
  ADMIN_TICKET_SORTS,
  DEFAULT_TICKET_SORT,
  knownTicketsView,
} from '../utils/admin-tickets-view';
import { AdminTicketsFilters } from './admin-tickets-filters';
import { AdminTicketsTable } from './admin-tickets-table';
import { TicketDetailDialog } from './ticket-detail-dialog';

export function SupportTicketsTab() {
  const table = useTableView({
    sorts: ADMIN_TICKET_SORTS,
    filters: ADMIN_TICKET_FILTERS,
    defaultSort: DEFAULT_TICKET_SORT,
  });
  const view = knownTicketsView(table.view);
  const tickets = useAdminTickets(view);
  /** The ticket as the list showed it when its dialog opened; the dialog fetches it afresh. */
  const [opened, setOpened] = useState<TicketView | null>(null);
  const { loadFailed } = SUPPORT_MESSAGES;
  const filtered = Object.keys(view.filters).length > 0;
  const [notice, showNotice] = useNotice();

  return (
    <div className="support-tickets">
      <ConsolePageActions>
        <ExportCsvButton
          exportCsv={() => downloadExport(EXPORT_PATHS.tickets, tableViewParams(view, ADMIN_TICKET_FILTERS))}
          onError={(error) => showNotice(failureMessage(error, loadFailed, loadFailed), 'error')}
        />
      </ConsolePageActions>
      <Notice notice={notice} />
      <AdminTicketsFilters view={view} onFilter={table.setFilter} />
      <AdminTicketsTable
        tickets={tickets.data?.tickets}
        pagination={tickets.data && ticketPageState(tickets.data.pagination)}
        sort={view.sort}
        onSort={table.sortBy}
        onPage={table.setPage}
        loading={tickets.isPending}
        error={
          tickets.isError && !tickets.data ? (
            <Alert tone="error">{failureMessage(tickets.error, loadFailed, loadFailed)}</Alert>
          ) : undefined
        }
        emptyText={filtered ? 'No tickets match these filters' : SUPPORT_MESSAGES.empty}
        onView={setOpened}
      />
      {opened && (
        <TicketDetailDialog key={opened._id} ticket={opened} admin onClose={() => setOpened(null)} />
      )}
    </div>
  );
}
