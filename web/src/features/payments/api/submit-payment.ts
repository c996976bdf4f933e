// POST /api/payments/submit: the transaction hash that pays an order, as proof; 409 when another order
// already claimed that transaction.
import type { submitPaymentRequestSchema, submitPaymentResponseSchema } from '@shop/command-api/contracts';
import { apiClient } from '../../../lib/api-client';

export type SubmitPaymentRequest = ReturnType<typeof submitPaymentRequestSchema.parse>;
export type SubmitPaymentResponse = ReturnType<typeof submitPaymentResponseSchema.parse>;

export function submitPayment(body: SubmitPaymentRequest): Promise<SubmitPaymentResponse> {
  return apiClient.post<SubmitPaymentResponse>('/payments/submit', body);
}
