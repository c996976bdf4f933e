// The list of tickets: number, subject, (for admins) the user, category, priority, status and last
// activity, with a View button that opens the ticket.
import type { TicketView } from '@shop/command-api/contracts';
import { formatDateTime } from '../../../lib/format';
import { ticketCategoryLabel, ticketPriorityLabel } from '../utils/ticket-labels';
import { TicketStatusBadge } from './ticket-status-badge';

type TicketsTableProps = {
  tickets: readonly TicketView[];
  /** Adds the User column: an admin sees everyone's tickets. */
  admin: boolean;
  onView: (ticket: TicketView) => void;
};

export function TicketsTable({ tickets, admin, onView }: TicketsTableProps) {
  const headers = [
    'Ticket',
    'Subject',
    ...(admin ? ['User'] : []),
    'Category',
    'Priority',
    'Status',
    'Last Activity',
    'Actions',
  ];
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">Support tickets</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {tickets.map((ticket) => (
            <tr key={ticket._id}>
              <th scope="row">
                <code className="licence-key">{ticket.ticketNumber}</code>
              </th>
              <td className="data-table__wrap">{ticket.subject}</td>
              {admin && (
                <td>
                  <span className="support-tickets__user">{ticket.userId.username}</span>
                  <span className="support-tickets__email">{ticket.userId.email}</span>
                </td>
              )}
              <td>{ticketCategoryLabel(ticket.category)}</td>
              <td>
                <span className={`ticket-priority ticket-priority--${ticket.priority}`}>
                  {ticketPriorityLabel(ticket.priority)}
                </span>
              </td>
              <td>
                <TicketStatusBadge status={ticket.status} />
              </td>
              <td>{formatDateTime(ticket.lastActivity)}</td>
              <td>
                <button
                  type="button"
                  className="button button--small"
                  aria-label={`View ${ticket.ticketNumber}`}
                  onClick={() => onView(ticket)}
                >
                  View
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
