// The existing codes, a page at a time, with their filters and row actions: Enable/Disable tells the
// server's message in a notice, Delete asks first and then says 'Discount code deleted successfully'. A
// failed load is only logged (spec §8): nothing about it is shown.
import { DISCOUNT_NOTICES, type DiscountListSortKey, type DiscountView } from '@shop/command-api/contracts';
import { useId } from 'react';
import { Notice, useNotice } from '../../../components/ui/notice';
import { useDeleteDiscount } from '../api/delete-discount';
import { type DiscountFilter, knownDiscountsView, useDiscountsPage } from '../api/get-discounts';
import { useToggleDiscount } from '../api/toggle-discount';
import type { TableViewControl } from '../hooks/use-local-table-view';
import { DISCOUNT_SCREEN_MESSAGES } from '../messages';
import { DiscountsFilters } from './discounts-filters';
import { DiscountsTable } from './discounts-table';
import '../discounts.css';

type DiscountListProps = {
  /** Where the list's page, order and filters are kept: the address, or the dialog's own state. */
  control: TableViewControl<DiscountListSortKey, DiscountFilter>;
  token?: string;
  withAuditTrail: boolean;
};

export function DiscountList({ control, token, withAuditTrail }: DiscountListProps) {
  const titleId = useId();
  const { setPage, sortBy, setFilter } = control;
  const view = knownDiscountsView(control.view);
  const discounts = useDiscountsPage(view, token);
  const [notice, showNotice] = useNotice();
  const onError = (error: Error) => showNotice(DISCOUNT_SCREEN_MESSAGES.failure(error.message), 'error');
  const toggle = useToggleDiscount({ onSuccess: (response) => showNotice(response.message), onError });
  const remove = useDeleteDiscount({ onSuccess: () => showNotice(DISCOUNT_NOTICES.deleted), onError });

  const onDelete = (discount: DiscountView) => {
    if (!window.confirm(DISCOUNT_SCREEN_MESSAGES.deleteConfirm)) return;
    remove.mutate({ id: discount._id, token });
  };
  const busy = toggle.isPending ? toggle.variables : remove.isPending ? remove.variables : undefined;
  const filtered = Object.keys(view.filters).length > 0;
  const failed = discounts.isError && !discounts.data;

  return (
    <section className="discounts__section" aria-labelledby={titleId}>
      <h3 id={titleId}>Existing Codes</h3>
      <DiscountsFilters view={view} onFilter={setFilter} />
      <Notice notice={notice} />
      {!failed && (
        <DiscountsTable
          discounts={discounts.data?.discounts}
          pagination={discounts.data?.pagination}
          sort={view.sort}
          onSort={sortBy}
          onPage={setPage}
          loading={discounts.isPending}
          emptyText={filtered ? DISCOUNT_SCREEN_MESSAGES.noMatch : DISCOUNT_SCREEN_MESSAGES.empty}
          onToggle={(discount) => toggle.mutate({ id: discount._id, token })}
          onDelete={onDelete}
          busyId={busy?.id}
          withAuditTrail={withAuditTrail}
        />
      )}
    </section>
  );
}
