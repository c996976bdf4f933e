// The admin's ticket list view as the data table keeps it in the address (status, category, priority,
// search, sort, page), so the Overview's link (/admin/tickets?status=open) lands filtered; values the
// server would refuse are left out, as if absent. Unsorted, the newest activity comes first.
import type { TicketListSortKey } from '@shop/command-api/contracts';
import { TICKET_LIST_SORTS } from '@shop/command-api/contracts';
import { TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES } from '@shop/domain';
import type { TableSort } from '../../../components/data-table/data-table-types';
import { knownFilters } from '../../../components/data-table/known-filters';
import type { TableView } from '../../../components/data-table/use-table-view';

export type AdminTicketFilter = 'status' | 'category' | 'priority' | 'q';
export type AdminTicketsView = TableView<TicketListSortKey, AdminTicketFilter>;

/** The address's filter parameters, in the order they are written. */
export const ADMIN_TICKET_FILTERS: readonly AdminTicketFilter[] = ['status', 'category', 'priority', 'q'];
export const ADMIN_TICKET_SORTS: readonly TicketListSortKey[] = TICKET_LIST_SORTS;

/** The server's order when none is chosen. */
export const DEFAULT_TICKET_SORT: TableSort<TicketListSortKey> = { key: 'lastActivity', order: 'desc' };

const ALLOWED: Record<Exclude<AdminTicketFilter, 'q'>, readonly string[]> = {
  status: TICKET_STATUSES,
  category: TICKET_CATEGORIES,
  priority: TICKET_PRIORITIES,
};

const accepts = (name: AdminTicketFilter, value: string) => name === 'q' || ALLOWED[name].includes(value);

/** The view with only the filter values the server takes: a stale or mistyped link shows everything. */
export const knownTicketsView = (view: AdminTicketsView): AdminTicketsView =>
  knownFilters(view, ADMIN_TICKET_FILTERS, accepts);
