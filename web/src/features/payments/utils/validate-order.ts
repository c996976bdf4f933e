// Spec §5 Payment: the MT5 account number must be a whole number; the discount code is sent upper-cased or
// as null; a renewal names the licence it extends. The API's own schema does the checking, so both ends
// refuse the same input.
import { createOrderRequestSchema } from '@shop/command-api/contracts';
import { type Network, normalizeDiscountCode, ORDER_MESSAGES } from '@shop/domain';
import type { CreateOrderRequest } from '../api/create-order';
import type { PlanDetails } from './plan-details';

export type OrderForm = {
  plan: PlanDetails;
  accountNumber: string;
  network: Network;
  discountCode: string;
  /** The licence this order renews, when the person chose to renew one. */
  renewLicenseId?: string;
};
export type OrderCheck =
  | { ok: true; request: CreateOrderRequest }
  | { ok: false; field: 'accountNumber' | 'form'; error: string };

export function validateOrder(form: OrderForm): OrderCheck {
  const { plan, accountNumber, network, discountCode, renewLicenseId } = form;
  const code = normalizeDiscountCode(discountCode);
  const parsed = createOrderRequestSchema.safeParse({
    planType: plan.planType,
    planDuration: plan.planDuration,
    accountNumber: accountNumber.trim(),
    network,
    discountCode: code || null,
    ...(renewLicenseId ? { renewLicenseId } : {}),
  });
  if (parsed.success) return { ok: true, request: parsed.data };
  const accountIssue = parsed.error.issues.find((issue) => issue.path[0] === 'accountNumber');
  if (accountIssue) {
    return {
      ok: false,
      field: 'accountNumber',
      error: accountIssue.message || ORDER_MESSAGES.invalidAccountNumber,
    };
  }
  return {
    ok: false,
    field: 'form',
    error: parsed.error.issues[0]?.message ?? ORDER_MESSAGES.invalidAccountNumber,
  };
}
