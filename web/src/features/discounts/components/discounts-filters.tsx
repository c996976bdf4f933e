// The discount list's filters: the code's state now (applied at once) and a search over codes and
// descriptions (applied once typing stops).
import { TableSearch } from '../../../components/data-table/table-search';
import { SelectField } from '../../../components/ui/select-field';
import type { DiscountFilter, DiscountsView } from '../api/get-discounts';

const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'expired', label: 'Expired' },
  { value: 'inactive', label: 'Inactive' },
] as const;

type DiscountsFiltersProps = {
  view: DiscountsView;
  onFilter: (name: DiscountFilter, value: string | undefined) => void;
};

export function DiscountsFilters({ view, onFilter }: DiscountsFiltersProps) {
  return (
    <search className="toolbar discounts-filters" aria-label="Discount code filters">
      <SelectField
        label="Status"
        layout="toolbar"
        all="All"
        value={view.filters.status ?? ''}
        options={STATUS_OPTIONS}
        onChange={(status) => onFilter('status', status)}
      />
      <TableSearch
        placeholder="Code or description"
        applied={view.filters.q ?? ''}
        onSearch={(text) => onFilter('q', text)}
      />
    </search>
  );
}
