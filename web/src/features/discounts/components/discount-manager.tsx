// The standalone discount manager (spec §2 Admin dashboard: 'a discount manager also exists taking a
// token and a close handler'): the Discounts tab's list and form in a dialog, calling with the given token.
import { Dialog } from '../../../components/ui/dialog';
import { DiscountCodes } from './discount-codes';

type DiscountManagerProps = {
  /** Sent as the bearer on every discount call. */
  token: string;
  onClose: () => void;
};

export function DiscountManager({ token, onClose }: DiscountManagerProps) {
  return (
    <Dialog title="Discount Codes" onClose={onClose} wide>
      <DiscountCodes token={token} />
    </Dialog>
  );
}
