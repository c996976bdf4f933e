// The existing codes with their row actions: Enable/Disable tells the server's message in a notice, Delete
// asks first and then says 'Discount code deleted successfully'. A failed load is only logged (spec §8).
import { DISCOUNT_NOTICES, type DiscountView } from '@shop/command-api/contracts';
import { useId } from 'react';
import { Notice, useNotice } from '../../../components/ui/notice';
import { useDeleteDiscount } from '../api/delete-discount';
import { useDiscounts } from '../api/get-discounts';
import { useToggleDiscount } from '../api/toggle-discount';
import { DISCOUNT_SCREEN_MESSAGES } from '../messages';
import { DiscountsTable } from './discounts-table';

export function DiscountList({ token, withAuditTrail }: { token?: string; withAuditTrail: boolean }) {
  const titleId = useId();
  const discounts = useDiscounts(token);
  const [notice, showNotice] = useNotice();
  const onError = (error: Error) => showNotice(DISCOUNT_SCREEN_MESSAGES.failure(error.message), 'error');
  const toggle = useToggleDiscount({ onSuccess: (response) => showNotice(response.message), onError });
  const remove = useDeleteDiscount({ onSuccess: () => showNotice(DISCOUNT_NOTICES.deleted), onError });

  const onDelete = (discount: DiscountView) => {
    if (!window.confirm(DISCOUNT_SCREEN_MESSAGES.deleteConfirm)) return;
    remove.mutate({ id: discount._id, token });
  };
  const busy = toggle.isPending ? toggle.variables : remove.isPending ? remove.variables : undefined;

  return (
    <section className="discounts__section" aria-labelledby={titleId}>
      <h3 id={titleId}>Existing Codes</h3>
      <Notice notice={notice} />
      {discounts.isPending && <p className="muted">Loading discount codes...</p>}
      {discounts.data?.length === 0 && <p className="muted">{DISCOUNT_SCREEN_MESSAGES.empty}</p>}
      {discounts.data && discounts.data.length > 0 && (
        <DiscountsTable
          discounts={discounts.data}
          onToggle={(discount) => toggle.mutate({ id: discount._id, token })}
          onDelete={onDelete}
          busyId={busy?.id}
          withAuditTrail={withAuditTrail}
        />
      )}
    </section>
  );
}
