// DELETE /api/discounts/{id} (admin): removes a discount code.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { forgetDiscount } from './discount-cache';

type DeleteDiscountResponse = { success: true; message: string };

export function deleteDiscount({
  id,
  token,
}: {
  id: string;
  token?: string;
}): Promise<DeleteDiscountResponse> {
  return apiClient.delete<DeleteDiscountResponse>(`/discounts/${encodeURIComponent(id)}`, { token });
}

export function useDeleteDiscount(config: MutationConfig<typeof deleteDiscount> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: deleteDiscount,
    onSuccess: (...args) => {
      forgetDiscount(queryClient, args[1].id);
      return config.onSuccess?.(...args);
    },
  });
}
