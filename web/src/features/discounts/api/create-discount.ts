// POST /api/discounts (admin): creates a discount code; the list's pages are fetched again afterwards.
import type { createDiscountRequestSchema, discountResponseSchema } from '@shop/command-api/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { DISCOUNT_PAGES_KEY } from './get-discounts';

export type CreateDiscountRequest = ReturnType<typeof createDiscountRequestSchema.parse>;
export type DiscountResponse = ReturnType<typeof discountResponseSchema.parse>;

export function createDiscount({
  body,
  token,
}: {
  body: CreateDiscountRequest;
  token?: string;
}): Promise<DiscountResponse> {
  return apiClient.post<DiscountResponse>('/discounts', body, { token });
}

export function useCreateDiscount(config: MutationConfig<typeof createDiscount> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: createDiscount,
    onSuccess: (...args) => {
      // Spec: the list refreshes from the server, which also fills in what the form did not send and
      // knows where the new code falls among the filters and pages.
      void queryClient.invalidateQueries({ queryKey: DISCOUNT_PAGES_KEY });
      return config.onSuccess?.(...args);
    },
  });
}
