// The admin's table of discount codes (spec §2 Admin dashboard: Discounts): code, description, value,
// usage, per-user limit, plans, validity and status, with Enable/Disable, Delete and (in the admin panel) a
// link to the code's audit trail on each row. The actions column stays in view at the right while a
// narrow screen scrolls the rest of the table.
import type { DiscountView } from '@shop/command-api/contracts';
import { AuditTrailLink } from '../../../components/ui/audit-trail-link';
import {
  describeDiscountValue,
  describePlans,
  describeUsage,
  describeValidity,
} from '../utils/describe-discount';

type DiscountsTableProps = {
  discounts: readonly DiscountView[];
  onToggle: (discount: DiscountView) => void;
  onDelete: (discount: DiscountView) => void;
  /** The code whose toggle or deletion is on its way, if any. */
  busyId?: string;
  /** Adds a link to each code's history in the admin panel's Audit Trail tab. */
  withAuditTrail: boolean;
};

const HEADERS = [
  'Code',
  'Description',
  'Discount',
  'Usage',
  'Per User',
  'Plans',
  'Valid',
  'Status',
  'Actions',
];

export function DiscountsTable({ discounts, ...actions }: DiscountsTableProps) {
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">Discount codes</caption>
        <thead>
          <tr>
            {HEADERS.map((header) => (
              <th
                key={header}
                scope="col"
                className={header === 'Actions' ? 'data-table__actions--sticky' : undefined}
              >
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {discounts.map((discount) => (
            <DiscountRow key={discount._id} discount={discount} {...actions} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DiscountRow({
  discount,
  onToggle,
  onDelete,
  busyId,
  withAuditTrail,
}: Omit<DiscountsTableProps, 'discounts'> & { discount: DiscountView }) {
  const busy = busyId === discount._id;
  const validity = describeValidity(discount);
  return (
    <tr>
      <th scope="row">
        <code className="licence-key">{discount.code}</code>
      </th>
      <td className="data-table__wrap">{discount.description}</td>
      <td className="data-table__wrap">{describeDiscountValue(discount)}</td>
      <td>{describeUsage(discount)}</td>
      <td>{discount.userUsageLimit}</td>
      <td>{describePlans(discount)}</td>
      <td>
        <span className="data-table__line">{validity.from} –</span>{' '}
        <span className="data-table__line">{validity.until}</span>
      </td>
      <td>
        <span className={`status-badge status-badge--${discount.isActive ? 'active' : 'expired'}`}>
          {discount.isActive ? 'Active' : 'Inactive'}
        </span>
      </td>
      <td className="data-table__actions--sticky">
        <div className="row-actions">
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
        </div>
      </td>
    </tr>
  );
}
