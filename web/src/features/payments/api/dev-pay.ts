// POST /api/payments/dev-pay (only while a local development chain runs, `devPayments` in
// GET /api/payments/networks): the server pays the order's exact amount from the chain's dev wallet and
// answers with the transaction hash, which the person then submits as proof like any other.
import type { devPayRequestSchema, devPayResponseSchema } from '@shop/command-api/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';

export type DevPayRequest = ReturnType<typeof devPayRequestSchema.parse>;
export type DevPayResponse = ReturnType<typeof devPayResponseSchema.parse>;

export function devPay(body: DevPayRequest): Promise<DevPayResponse> {
  return apiClient.post<DevPayResponse>('/payments/dev-pay', body);
}

export function useDevPay(config: MutationConfig<typeof devPay> = {}) {
  return useMutation({ ...config, mutationFn: devPay });
}
