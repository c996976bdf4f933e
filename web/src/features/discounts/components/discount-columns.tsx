// The admin discount table's columns: code (the row's header), description, value, usage, per-user limit,
// plans, validity window, status and creation date. Code and status always show; value, usage and validity
// give way on a phone, the rest below a wide frame.
import type { DiscountListSortKey, DiscountView } from '@shop/command-api/contracts';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { formatDate } from '../../../lib/format';
import {
  type DiscountState,
  describeDiscountValue,
  describePlans,
  describeUsage,
  describeValidity,
  discountState,
} from '../utils/describe-discount';

/** Why an enabled code is not usable now, said under its status. */
const STATE_NOTES: Partial<Record<DiscountState, string>> = { expired: 'Expired', scheduled: 'Scheduled' };

function DiscountStatus({ discount }: { discount: DiscountView }) {
  const note = STATE_NOTES[discountState(discount, new Date())];
  return (
    <>
      <span className={`status-badge status-badge--${discount.isActive ? 'active' : 'expired'}`}>
        {discount.isActive ? 'Active' : 'Inactive'}
      </span>
      {note && <span className="discount-status__note muted">{note}</span>}
    </>
  );
}

function Validity({ discount }: { discount: DiscountView }) {
  const validity = describeValidity(discount);
  return (
    <>
      <span className="data-table__line">{validity.from} –</span>{' '}
      <span className="data-table__line">{validity.until}</span>
    </>
  );
}

export const DISCOUNT_COLUMNS: ReadonlyArray<DataTableColumn<DiscountView, DiscountListSortKey>> = [
  {
    id: 'code',
    header: 'Code',
    sortKey: 'code',
    rowHeader: true,
    cell: (discount) => <code className="licence-key">{discount.code}</code>,
  },
  {
    id: 'description',
    header: 'Description',
    priority: 3,
    cell: (discount) => <span className="discount-text">{discount.description}</span>,
  },
  {
    id: 'value',
    header: 'Discount',
    sortKey: 'value',
    priority: 2,
    cell: (discount) => <span className="discount-text">{describeDiscountValue(discount)}</span>,
  },
  { id: 'usage', header: 'Usage', sortKey: 'usage', priority: 2, cell: describeUsage },
  { id: 'perUser', header: 'Per User', priority: 3, cell: (discount) => discount.userUsageLimit },
  { id: 'plans', header: 'Plans', priority: 3, cell: describePlans },
  {
    id: 'valid',
    header: 'Valid',
    sortKey: 'validUntil',
    priority: 2,
    cell: (discount) => <Validity discount={discount} />,
  },
  {
    id: 'status',
    header: 'Status',
    sortKey: 'status',
    cell: (discount) => <DiscountStatus discount={discount} />,
  },
  {
    id: 'createdAt',
    header: 'Created',
    sortKey: 'createdAt',
    priority: 3,
    cell: (discount) => formatDate(discount.createdAt),
  },
];
