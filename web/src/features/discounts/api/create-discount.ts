// POST /api/discounts (admin): creates a discount code; the list is fetched again afterwards.
import type { createDiscountRequestSchema, discountResponseSchema } from '@shop/command-api/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { discountsQueryOptions } from './get-discounts';

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
      // Spec: the list refreshes from the server, which also fills in what the form did not send.
      void queryClient.invalidateQueries({ queryKey: discountsQueryOptions().queryKey });
      return config.onSuccess?.(...args);
    },
  });
}
