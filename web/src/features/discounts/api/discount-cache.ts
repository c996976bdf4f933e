// Puts what the API just answered into the cached list of codes, so the table shows it without a refetch.
import type { DiscountView } from '@shop/command-api/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { discountsQueryOptions } from './get-discounts';

/** Replaces the code with the same id (after Enable/Disable). */
export function storeChangedDiscount(queryClient: QueryClient, discount: DiscountView): void {
  queryClient.setQueryData(discountsQueryOptions().queryKey, (list) =>
    list?.map((entry) => (entry._id === discount._id ? discount : entry)),
  );
}

/** Takes a deleted code out of the list. */
export function forgetDiscount(queryClient: QueryClient, discountId: string): void {
  queryClient.setQueryData(discountsQueryOptions().queryKey, (list) =>
    list?.filter((entry) => entry._id !== discountId),
  );
}
