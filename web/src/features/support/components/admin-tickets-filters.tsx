// The admin ticket list's filters: a search over subjects, descriptions, messages and ticket numbers
// (applied once typing stops) and status, category and priority (applied at once).
import { TableSearch } from '../../../components/data-table/table-search';
import { SelectField } from '../../../components/ui/select-field';
import { SUPPORT_MESSAGES } from '../messages';
import type { AdminTicketFilter, AdminTicketsView } from '../utils/admin-tickets-view';
import { CATEGORY_OPTIONS, PRIORITY_OPTIONS, STATUS_OPTIONS } from '../utils/ticket-labels';

type AdminTicketsFiltersProps = {
  view: AdminTicketsView;
  onFilter: (name: AdminTicketFilter, value: string | undefined) => void;
};

export function AdminTicketsFilters({ view, onFilter }: AdminTicketsFiltersProps) {
  const { filters } = view;
  return (
    <search className="toolbar support-filters" aria-label="Ticket filters">
      <TableSearch
        label="Search tickets"
        placeholder={SUPPORT_MESSAGES.searchPlaceholder}
        applied={filters.q ?? ''}
        onSearch={(text) => onFilter('q', text)}
      />
      <SelectField
        layout="toolbar"
        label="Status"
        all="All statuses"
        value={filters.status ?? ''}
        options={STATUS_OPTIONS}
        onChange={(status) => onFilter('status', status)}
      />
      <SelectField
        layout="toolbar"
        label="Category"
        all="All categories"
        value={filters.category ?? ''}
        options={CATEGORY_OPTIONS}
        onChange={(category) => onFilter('category', category)}
      />
      <SelectField
        layout="toolbar"
        label="Priority"
        all="All priorities"
        value={filters.priority ?? ''}
        options={PRIORITY_OPTIONS}
        onChange={(priority) => onFilter('priority', priority)}
      />
    </search>
  );
}
