// The support tickets export's file name and columns: each ticket's number, subject, owner, triage and
// times as the admin's ticket list shows them (the latest activity counting internal notes); no messages.
import { formatTicketNumber } from '@shop/domain';
import type { TicketWithOwner } from '@shop/projections';
import type { CsvColumn } from '../http/csv-stream.js';

export const TICKETS_CSV_NAME = 'tickets';

export const TICKET_CSV_COLUMNS: readonly CsvColumn<TicketWithOwner>[] = [
  { header: 'Ticket', cell: (ticket) => formatTicketNumber(ticket.ticket_number) },
  { header: 'Subject', cell: (ticket) => ticket.subject },
  { header: 'User', cell: (ticket) => ticket.username },
  { header: 'Email', cell: (ticket) => ticket.email },
  { header: 'Category', cell: (ticket) => ticket.category },
  { header: 'Priority', cell: (ticket) => ticket.priority },
  { header: 'Status', cell: (ticket) => ticket.status },
  { header: 'Opened', cell: (ticket) => ticket.created_at.toISOString() },
  { header: 'Last Activity', cell: (ticket) => ticket.last_activity.toISOString() },
];
