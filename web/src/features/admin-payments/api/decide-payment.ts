// POST /api/admin/payments/{orderId}/confirm or .../reject (admin), with the reason for the record: settles
// a payment held for review or still verifying. The answer's message ('Payment confirmed' / 'Payment
// rejected') is what the admin reads; every list of open payments is fetched again afterwards.
import type {
  paymentDecisionRequestSchema,
  paymentDecisionResponseSchema,
} from '@shop/command-api/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { ADMIN_PAYMENTS_KEY } from './get-admin-orders';

export type PaymentDecision = 'confirm' | 'reject';
export type PaymentDecisionRequest = ReturnType<typeof paymentDecisionRequestSchema.parse>;
export type PaymentDecisionResponse = ReturnType<typeof paymentDecisionResponseSchema.parse>;

export function decidePayment({
  orderId,
  decision,
  body,
}: {
  orderId: string;
  decision: PaymentDecision;
  body: PaymentDecisionRequest;
}): Promise<PaymentDecisionResponse> {
  return apiClient.post<PaymentDecisionResponse>(
    `/admin/payments/${encodeURIComponent(orderId)}/${decision}`,
    body,
  );
}

export function useDecidePayment(config: MutationConfig<typeof decidePayment> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: decidePayment,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_PAYMENTS_KEY });
      // The customer's own status check, should this browser be showing it too.
      void queryClient.invalidateQueries({ queryKey: ['payments', 'status', args[1].orderId] });
      return config.onSuccess?.(...args);
    },
  });
}
