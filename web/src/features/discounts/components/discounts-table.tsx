// The admin's discount codes on the shared data table: the server's page in the chosen order, and per row
// Enable/Disable, Delete and (in the admin console) a link to the code's audit trail, in the actions
// column that stays in view.
import type { DiscountListSortKey, DiscountView } from '@shop/command-api/contracts';
import { DataTable } from '../../../components/data-table/data-table';
import type { ServerPageProps, TableSort } from '../../../components/data-table/data-table-types';
import { AuditTrailLink } from '../../../components/ui/audit-trail-link';
import { DISCOUNT_COLUMNS } from './discount-columns';

/** The server's order when none is chosen: the newest code first. */
export const DEFAULT_DISCOUNT_SORT: TableSort<DiscountListSortKey> = { key: 'createdAt', order: 'desc' };

type DiscountActions = {
  onToggle: (discount: DiscountView) => void;
  onDelete: (discount: DiscountView) => void;
  /** The code whose toggle or deletion is on its way, if any. */
  busyId?: string;
  /** Adds a link to each code's history in the admin console's Audit Trail. */
  withAuditTrail: boolean;
};

type DiscountsTableProps = DiscountActions &
  ServerPageProps<DiscountListSortKey> & {
    discounts: readonly DiscountView[] | undefined;
  };

export function DiscountsTable({
  discounts,
  onToggle,
  onDelete,
  busyId,
  withAuditTrail,
  ...page
}: DiscountsTableProps) {
  const actions = { onToggle, onDelete, busyId, withAuditTrail };
  return (
    <DataTable
      label="Discount codes"
      columns={DISCOUNT_COLUMNS}
      rows={discounts}
      rowKey={(discount) => discount._id}
      defaultSort={DEFAULT_DISCOUNT_SORT}
      actions={(discount) => <DiscountRowActions discount={discount} {...actions} />}
      loadingText="Loading discount codes..."
      {...page}
    />
  );
}

function DiscountRowActions({
  discount,
  onToggle,
  onDelete,
  busyId,
  withAuditTrail,
}: DiscountActions & { discount: DiscountView }) {
  const busy = busyId === discount._id;
  return (
    <>
      <button
        type="button"
        className="button button--small"
        disabled={busy}
        onClick={() => onToggle(discount)}
      >
        {discount.isActive ? 'Disable' : 'Enable'}
      </button>
      <button
        type="button"
        className="button button--small button--danger"
        disabled={busy}
        onClick={() => onDelete(discount)}
      >
        Delete
      </button>
      {withAuditTrail && <AuditTrailLink filters={{ category: 'discount', entityId: discount._id }} />}
    </>
  );
}
