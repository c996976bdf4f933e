// POST /api/admin/refunds/{orderId}/approve (admin): records the transaction that sent the money back from
// the shop's wallet (sent outside this system) and revokes what the order bought.
import type { approveRefundRequestSchema, refundResponseSchema } from '@shop/command-api/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { refreshAfterRefundDecision } from './finance-keys';

export type ApproveRefundRequest = ReturnType<typeof approveRefundRequestSchema.parse>;
export type RefundDecisionResponse = ReturnType<typeof refundResponseSchema.parse>;

export function approveRefund({ orderId, body }: { orderId: string; body: ApproveRefundRequest }) {
  return apiClient.post<RefundDecisionResponse>(
    `/admin/refunds/${encodeURIComponent(orderId)}/approve`,
    body,
  );
}

export function useApproveRefund(config: MutationConfig<typeof approveRefund> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: approveRefund,
    onSuccess: (...args) => {
      refreshAfterRefundDecision(queryClient);
      return config.onSuccess?.(...args);
    },
  });
}
