// The standalone discount manager (spec §2 Admin dashboard: 'a discount manager also exists taking a
// token and a close handler'): the Discounts section's list and form in a dialog, calling with the given
// token. A dialog has no address of its own, so the list's page, order and filters live in its state.
import type { DiscountListSortKey } from '@shop/command-api/contracts';
import { Dialog } from '../../../components/ui/dialog';
import type { DiscountFilter } from '../api/get-discounts';
import { useLocalTableView } from '../hooks/use-local-table-view';
import { DiscountCodes } from './discount-codes';
import { DEFAULT_DISCOUNT_SORT } from './discounts-table';

type DiscountManagerProps = {
  /** Sent as the bearer on every discount call. */
  token: string;
  onClose: () => void;
};

export function DiscountManager({ token, onClose }: DiscountManagerProps) {
  const control = useLocalTableView<DiscountListSortKey, DiscountFilter>(DEFAULT_DISCOUNT_SORT);
  return (
    <Dialog title="Discount Codes" onClose={onClose} wide>
      <DiscountCodes control={control} token={token} />
    </Dialog>
  );
}
