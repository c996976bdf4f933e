// POST /api/discounts/validate: prices a plan with a discount code, without using the code up.
import type {
  validateDiscountRequestSchema,
  validateDiscountResponseSchema,
} from '@shop/command-api/contracts';
import { apiClient } from '../../../lib/api-client';

export type ValidateDiscountRequest = ReturnType<typeof validateDiscountRequestSchema.parse>;
export type DiscountQuote = ReturnType<typeof validateDiscountResponseSchema.parse>['discount'];

export async function validateDiscount(body: ValidateDiscountRequest): Promise<DiscountQuote> {
  return (await apiClient.post<{ success: true; discount: DiscountQuote }>('/discounts/validate', body))
    .discount;
}
