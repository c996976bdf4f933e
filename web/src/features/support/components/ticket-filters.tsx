// The list's toolbar of filters: search text (matched against subject, description, messages and ticket
// number) and status, category and priority, each with an 'All ...' choice.
import { useId } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { SUPPORT_MESSAGES } from '../messages';
import { CATEGORY_OPTIONS, PRIORITY_OPTIONS, STATUS_OPTIONS } from '../utils/ticket-labels';
import type { TicketFilters as Filters } from '../utils/tickets-query';

type TicketFiltersProps = {
  /** The search box as typed (the list follows it once typing settles). */
  searchText: string;
  onSearchText: (text: string) => void;
  filters: Omit<Filters, 'q'>;
  onFilters: (filters: Omit<Filters, 'q'>) => void;
};

export function TicketFilters({ searchText, onSearchText, filters, onFilters }: TicketFiltersProps) {
  const searchId = useId();
  const set =
    <Key extends keyof TicketFiltersProps['filters']>(key: Key) =>
    (value: TicketFiltersProps['filters'][Key]) =>
      onFilters({ ...filters, [key]: value });

  return (
    <div className="toolbar support-filters">
      <div className="toolbar__field support-filters__search">
        <label htmlFor={searchId} className="field__label">
          Search tickets
        </label>
        <input
          id={searchId}
          type="search"
          className="field__input"
          placeholder={SUPPORT_MESSAGES.searchPlaceholder}
          value={searchText}
          onChange={(event) => onSearchText(event.target.value)}
        />
      </div>
      <SelectField
        layout="toolbar"
        label="Status"
        value={filters.status}
        options={[{ value: '', label: 'All statuses' }, ...STATUS_OPTIONS]}
        onChange={set('status')}
      />
      <SelectField
        layout="toolbar"
        label="Category"
        value={filters.category}
        options={[{ value: '', label: 'All categories' }, ...CATEGORY_OPTIONS]}
        onChange={set('category')}
      />
      <SelectField
        layout="toolbar"
        label="Priority"
        value={filters.priority}
        options={[{ value: '', label: 'All priorities' }, ...PRIORITY_OPTIONS]}
        onChange={set('priority')}
      />
    </div>
  );
}
