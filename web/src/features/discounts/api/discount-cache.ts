// Puts what the API just answered into the cached pages of codes, so the table shows it without a refetch
// (the list is read from a model that may not have caught up yet).
import type { DiscountView } from '@shop/command-api/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { DISCOUNT_PAGES_KEY, DISCOUNTS_PAGE_SIZE, type DiscountsPage } from './get-discounts';

/** Replaces the code with the same id (after Enable/Disable) on every page that holds it. */
export function storeChangedDiscount(queryClient: QueryClient, discount: DiscountView): void {
  queryClient.setQueriesData<DiscountsPage>(
    { queryKey: DISCOUNT_PAGES_KEY },
    (page) =>
      page && {
        ...page,
        discounts: page.discounts.map((entry) => (entry._id === discount._id ? discount : entry)),
      },
  );
}

/** Takes a deleted code off the pages that hold it, one fewer in their total. */
export function forgetDiscount(queryClient: QueryClient, discountId: string): void {
  queryClient.setQueriesData<DiscountsPage>({ queryKey: DISCOUNT_PAGES_KEY }, (page) => {
    if (!page?.discounts.some((entry) => entry._id === discountId)) return page;
    const total = page.pagination.total - 1;
    const pages = Math.max(1, Math.ceil(total / DISCOUNTS_PAGE_SIZE));
    return {
      discounts: page.discounts.filter((entry) => entry._id !== discountId),
      pagination: { ...page.pagination, total, pages, hasNext: page.pagination.current < pages },
    };
  });
}
