// The discount list's filters: the code's state now (applied at once) and a search over codes and
// descriptions (applied once typing stops).
import { type ChoiceFilter, TableFilters } from '../../../components/data-table/table-filters';
import type { DiscountFilter, DiscountsView } from '../api/get-discounts';

const CHOICES: readonly ChoiceFilter<DiscountFilter>[] = [
  {
    name: 'status',
    label: 'Status',
    all: 'All',
    options: [
      { value: 'active', label: 'Active' },
      { value: 'scheduled', label: 'Scheduled' },
      { value: 'expired', label: 'Expired' },
      { value: 'inactive', label: 'Inactive' },
    ],
  },
];

export function DiscountsFilters({
  view,
  onFilter,
}: {
  view: DiscountsView;
  onFilter: (name: DiscountFilter, value: string | undefined) => void;
}) {
  return (
    <TableFilters
      label="Discount code filters"
      className="discounts-filters"
      filters={view.filters}
      choices={CHOICES}
      search={{ name: 'q', placeholder: 'Code or description' }}
      onFilter={onFilter}
    />
  );
}
