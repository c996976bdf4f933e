// Discount management's body, shared by the admin panel's Discounts tab and the standalone DiscountManager:
// the existing codes, then the form that creates one.
import { DiscountForm } from './discount-form';
import { DiscountList } from './discount-list';

/** `token`: the bearer for every discount call; the stored session token when absent. */
export function DiscountCodes({ token }: { token?: string }) {
  return (
    <div className="discounts">
      <DiscountList token={token} />
      <DiscountForm token={token} />
    </div>
  );
}
