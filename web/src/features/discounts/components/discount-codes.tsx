// Discount management's body, shared by the admin console's Discounts section and the standalone
// DiscountManager: the existing codes a page at a time, then the form that creates one.
import type { DiscountListSortKey } from '@shop/command-api/contracts';
import type { DiscountFilter } from '../api/get-discounts';
import type { TableViewControl } from '../hooks/use-local-table-view';
import { DiscountForm } from './discount-form';
import { DiscountList } from './discount-list';

type DiscountCodesProps = {
  /** Where the list's page, order and filters are kept. */
  control: TableViewControl<DiscountListSortKey, DiscountFilter>;
  /** The bearer for every discount call; the stored session token when absent. */
  token?: string;
  /** Links each code to its audit trail: only inside the admin console, whose Audit Trail they open. */
  withAuditTrail?: boolean;
};

export function DiscountCodes({ control, token, withAuditTrail = false }: DiscountCodesProps) {
  return (
    <div className="discounts">
      <DiscountList control={control} token={token} withAuditTrail={withAuditTrail} />
      <DiscountForm token={token} />
    </div>
  );
}
