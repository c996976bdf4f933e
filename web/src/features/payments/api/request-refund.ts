// POST /api/payments/orders/{orderId}/refund: the owner asks for their money back within 7 days of paying.
// Afterwards the orders (now showing the request) and the licences (revoked once an admin approves) are
// fetched again.
import type { refundRequestSchema, refundResponseSchema } from '@shop/command-api/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { myLicencesQueryOptions } from '../../../lib/queries/get-my-licences';
import type { MutationConfig } from '../../../lib/react-query';
import { myOrdersQueryOptions } from './get-payment-history';

export type RefundRequest = ReturnType<typeof refundRequestSchema.parse>;
export type RefundResponse = ReturnType<typeof refundResponseSchema.parse>;

export function requestRefund({ orderId, body }: { orderId: string; body: RefundRequest }) {
  return apiClient.post<RefundResponse>(`/payments/orders/${encodeURIComponent(orderId)}/refund`, body);
}

export function useRequestRefund(config: MutationConfig<typeof requestRefund> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: requestRefund,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: myOrdersQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: myLicencesQueryOptions().queryKey });
      return config.onSuccess?.(...args);
    },
  });
}
