// Discount management's body, shared by the admin panel's Discounts tab and the standalone DiscountManager:
// the existing codes, then the form that creates one.
import { DiscountForm } from './discount-form';
import { DiscountList } from './discount-list';

type DiscountCodesProps = {
  /** The bearer for every discount call; the stored session token when absent. */
  token?: string;
  /** Links each code to its audit trail: only inside the admin panel, whose Audit Trail tab they open. */
  withAuditTrail?: boolean;
};

export function DiscountCodes({ token, withAuditTrail = false }: DiscountCodesProps) {
  return (
    <div className="discounts">
      <DiscountList token={token} withAuditTrail={withAuditTrail} />
      <DiscountForm token={token} />
    </div>
  );
}
