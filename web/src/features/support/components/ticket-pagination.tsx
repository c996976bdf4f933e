// Previous / Next through the pages of tickets, ten a page, with where we are and how many there are.
import type { TicketPagination as Pagination } from '@shop/command-api/contracts';
import { ticketCount } from '../utils/ticket-labels';

type TicketPaginationProps = {
  pagination: Pagination;
  onPage: (page: number) => void;
};

export function TicketPagination({ pagination, onPage }: TicketPaginationProps) {
  const { current, total, totalTickets, hasPrev, hasNext } = pagination;
  return (
    <nav className="pagination" aria-label="Ticket pages">
      <button
        type="button"
        className="button button--small"
        disabled={!hasPrev}
        onClick={() => onPage(current - 1)}
      >
        Previous
      </button>
      <span className="pagination__status">
        Page {current} of {Math.max(total, 1)} ({ticketCount(totalTickets)})
      </span>
      <button
        type="button"
        className="button button--small"
        disabled={!hasNext}
        onClick={() => onPage(current + 1)}
      >
        Next
      </button>
    </nav>
  );
}
