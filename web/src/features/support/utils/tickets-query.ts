// Which tickets the list asks for (spec §7 GET /api/tickets and /api/tickets/search): the filters, the
// page, ten a page; with search text the search call, without it the plain list.
import { TICKET_PAGE_SIZE, type TicketCategory, type TicketPriority, type TicketStatus } from '@shop/domain';

export type TicketFilters = {
  /** Search text as settled, trimmed; empty for none. */
  q: string;
  status: TicketStatus | '';
  category: TicketCategory | '';
  priority: TicketPriority | '';
};

export type TicketsQuery = TicketFilters & { page: number };

export const NO_FILTERS: TicketFilters = { q: '', status: '', category: '', priority: '' };

/** `/tickets?page=1&limit=10&status=open`, or `/tickets/search?q=…&page=1&limit=10` with search text. */
export function ticketsPath({ q, page, status, category, priority }: TicketsQuery): string {
  const params = new URLSearchParams();
  const text = q.trim();
  if (text) params.set('q', text);
  params.set('page', String(page));
  params.set('limit', String(TICKET_PAGE_SIZE));
  if (status) params.set('status', status);
  if (category) params.set('category', category);
  if (priority) params.set('priority', priority);
  return `${text ? '/tickets/search' : '/tickets'}?${params.toString()}`;
}
