// The admin console's Discounts section (spec §2 Admin dashboard): the codes on the shared data table,
// their view kept in the address (/admin/discounts?status=expired), then the create form; 'Back to Users'
// sits in the console's page header when there is a Users section to go back to.
import { DISCOUNT_LIST_SORTS, type DiscountListSortKey } from '@shop/command-api/contracts';
import { useTableView } from '../../../components/data-table/use-table-view';
import { ConsolePageActions } from '../../../components/layout/console-page-actions';
import { DISCOUNT_FILTERS } from '../api/get-discounts';
import { DiscountCodes } from './discount-codes';
import { DEFAULT_DISCOUNT_SORT } from './discounts-table';

const SORTS: readonly DiscountListSortKey[] = DISCOUNT_LIST_SORTS;

export function DiscountsTab({ onBackToUsers }: { onBackToUsers?: () => void }) {
  const control = useTableView({
    sorts: SORTS,
    filters: DISCOUNT_FILTERS,
    defaultSort: DEFAULT_DISCOUNT_SORT,
  });
  return (
    <div className="discounts-tab">
      {onBackToUsers && (
        <ConsolePageActions>
          <button type="button" className="button" onClick={onBackToUsers}>
            Back to Users
          </button>
        </ConsolePageActions>
      )}
      <DiscountCodes control={control} withAuditTrail />
    </div>
  );
}
