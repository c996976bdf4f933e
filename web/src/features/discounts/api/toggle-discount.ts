// PATCH /api/discounts/{id}/toggle (admin): enables a disabled code or disables an enabled one; the
// answer's message ('Discount code enabled' / 'Discount code disabled') is what the admin reads.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import type { DiscountResponse } from './create-discount';
import { storeChangedDiscount } from './discount-cache';

export function toggleDiscount({ id, token }: { id: string; token?: string }): Promise<DiscountResponse> {
  return apiClient.patch<DiscountResponse>(`/discounts/${encodeURIComponent(id)}/toggle`, undefined, {
    token,
  });
}

export function useToggleDiscount(config: MutationConfig<typeof toggleDiscount> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: toggleDiscount,
    onSuccess: (...args) => {
      storeChangedDiscount(queryClient, args[0].discount);
      return config.onSuccess?.(...args);
    },
  });
}
