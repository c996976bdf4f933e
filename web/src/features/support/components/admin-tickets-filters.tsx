// The admin ticket list's filters: a search over subjects, descriptions, messages and ticket numbers
// (applied once typing stops) and status, category and priority (applied at once).
import { type ChoiceFilter, TableFilters } from '../../../components/data-table/table-filters';
import { SUPPORT_MESSAGES } from '../messages';
import type { AdminTicketFilter, AdminTicketsView } from '../utils/admin-tickets-view';
import { CATEGORY_OPTIONS, PRIORITY_OPTIONS, STATUS_OPTIONS } from '../utils/ticket-labels';

const CHOICES: readonly ChoiceFilter<AdminTicketFilter>[] = [
  { name: 'status', label: 'Status', all: 'All statuses', options: STATUS_OPTIONS },
  { name: 'category', label: 'Category', all: 'All categories', options: CATEGORY_OPTIONS },
  { name: 'priority', label: 'Priority', all: 'All priorities', options: PRIORITY_OPTIONS },
];

export function AdminTicketsFilters({
  view,
  onFilter,
}: {
  view: AdminTicketsView;
  onFilter: (name: AdminTicketFilter, value: string | undefined) => void;
}) {
  return (
    <TableFilters
      label="Ticket filters"
      className="support-filters"
      filters={view.filters}
      choices={CHOICES}
      search={{ name: 'q', label: 'Search tickets', placeholder: SUPPORT_MESSAGES.searchPlaceholder }}
      searchFirst
      onFilter={onFilter}
    />
  );
}
