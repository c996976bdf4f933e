// The plan being bought: the navigation state's planDetails (spec §2 /payment), else the default plan.
import { DEFAULT_PLAN, findPlan } from '@shop/domain';

export type PlanDetails = { planType: string; planDuration: string; price: number; name: string };

export const DEFAULT_PLAN_DETAILS: PlanDetails = {
  planType: DEFAULT_PLAN.planType,
  planDuration: DEFAULT_PLAN.planDuration,
  price: DEFAULT_PLAN.price,
  name: DEFAULT_PLAN.name,
};

/** History state survives reloads and can come from anywhere; take the plan only if it is a whole one. */
export function planFromState(state: unknown): PlanDetails {
  const details = isRecord(state) && isRecord(state.planDetails) ? state.planDetails : null;
  if (!details) return DEFAULT_PLAN_DETAILS;
  const { planType, planDuration, price, name } = details;
  if (
    typeof planType === 'string' &&
    typeof planDuration === 'string' &&
    typeof name === 'string' &&
    typeof price === 'number' &&
    Number.isFinite(price)
  ) {
    return { planType, planDuration, price, name };
  }
  return DEFAULT_PLAN_DETAILS;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The plan an order bought, to start a new order for it; the default plan if it is no longer offered. */
export function planOfOrder(order: { planType: string; planDuration: string }): PlanDetails {
  const plan = findPlan(order.planType, order.planDuration);
  return plan
    ? { planType: plan.planType, planDuration: plan.planDuration, price: plan.price, name: plan.name }
    : DEFAULT_PLAN_DETAILS;
}
