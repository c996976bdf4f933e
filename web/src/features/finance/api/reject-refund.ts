// POST /api/admin/refunds/{orderId}/reject (admin): declines a refund request with a reason for the record.
import type { rejectRefundRequestSchema } from '@shop/command-api/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import type { RefundDecisionResponse } from './approve-refund';
import { refreshAfterRefundDecision } from './finance-keys';

export type RejectRefundRequest = ReturnType<typeof rejectRefundRequestSchema.parse>;

export function rejectRefund({ orderId, body }: { orderId: string; body: RejectRefundRequest }) {
  return apiClient.post<RefundDecisionResponse>(`/admin/refunds/${encodeURIComponent(orderId)}/reject`, body);
}

export function useRejectRefund(config: MutationConfig<typeof rejectRefund> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: rejectRefund,
    onSuccess: (...args) => {
      refreshAfterRefundDecision(queryClient);
      return config.onSuccess?.(...args);
    },
  });
}
