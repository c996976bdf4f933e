// The admin ticket table's columns: number (the row's header), subject and status always show; the user,
// priority and last activity give way below 48rem of frame, category and opening time below 72rem. All
// but the user and category sort on the server.
import type { TicketListSortKey, TicketView } from '@shop/command-api/contracts';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { formatDateTime } from '../../../lib/format';
import { ticketCategoryLabel, ticketPriorityLabel } from '../utils/ticket-labels';
import { TicketStatusBadge } from './ticket-status-badge';

function TicketOwner({ ticket }: { ticket: TicketView }) {
  return (
    <>
      <span className="support-tickets__user">{ticket.userId.username}</span>
      <span className="support-tickets__email">{ticket.userId.email}</span>
    </>
  );
}

export const ADMIN_TICKET_COLUMNS: ReadonlyArray<DataTableColumn<TicketView, TicketListSortKey>> = [
  {
    id: 'number',
    header: 'Ticket',
    sortKey: 'number',
    rowHeader: true,
    cell: (ticket) => <code className="licence-key admin-tickets__number">{ticket.ticketNumber}</code>,
  },
  {
    id: 'subject',
    header: 'Subject',
    sortKey: 'subject',
    cell: (ticket) => <span className="admin-tickets__subject">{ticket.subject}</span>,
  },
  { id: 'user', header: 'User', priority: 2, cell: (ticket) => <TicketOwner ticket={ticket} /> },
  {
    id: 'category',
    header: 'Category',
    priority: 3,
    cell: (ticket) => ticketCategoryLabel(ticket.category),
  },
  {
    id: 'priority',
    header: 'Priority',
    sortKey: 'priority',
    priority: 2,
    cell: (ticket) => (
      <span className={`ticket-priority ticket-priority--${ticket.priority}`}>
        {ticketPriorityLabel(ticket.priority)}
      </span>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    sortKey: 'status',
    cell: (ticket) => <TicketStatusBadge status={ticket.status} />,
  },
  {
    id: 'lastActivity',
    header: 'Last Activity',
    sortKey: 'lastActivity',
    priority: 2,
    cell: (ticket) => formatDateTime(ticket.lastActivity),
  },
  {
    id: 'createdAt',
    header: 'Opened',
    sortKey: 'createdAt',
    priority: 3,
    cell: (ticket) => formatDateTime(ticket.createdAt),
  },
];
