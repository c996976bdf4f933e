// The admin's table of everyone's tickets on the shared data table: the server's page in the chosen order
// (newest activity first unless told), with View on each row opening the ticket.
import type { TicketListSortKey, TicketView } from '@shop/command-api/contracts';
import { DataTable } from '../../../components/data-table/data-table';
import type { ServerPageProps } from '../../../components/data-table/data-table-types';
import { SUPPORT_MESSAGES } from '../messages';
import { DEFAULT_TICKET_SORT } from '../utils/admin-tickets-view';
import { ADMIN_TICKET_COLUMNS } from './admin-ticket-columns';
import '../admin-tickets.css';

type AdminTicketsTableProps = ServerPageProps<TicketListSortKey> & {
  tickets: readonly TicketView[] | undefined;
  onView: (ticket: TicketView) => void;
};

export function AdminTicketsTable({ tickets, onView, ...page }: AdminTicketsTableProps) {
  return (
    <DataTable
      label="Support tickets"
      columns={ADMIN_TICKET_COLUMNS}
      rows={tickets}
      rowKey={(ticket) => ticket._id}
      defaultSort={DEFAULT_TICKET_SORT}
      actions={(ticket) => (
        <button
          type="button"
          className="button button--small"
          aria-label={`View ${ticket.ticketNumber}`}
          onClick={() => onView(ticket)}
        >
          View
        </button>
      )}
      loadingText={SUPPORT_MESSAGES.loading}
      {...page}
    />
  );
}
