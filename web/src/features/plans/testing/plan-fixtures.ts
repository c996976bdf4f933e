// Plans as GET /api/plans sends them. Every figure differs from the built-in PLANS, so a test can tell
// which of the two a screen shows.
import { PLANS } from '@shop/domain';
import type { PlanView } from '../../../lib/queries/get-plans';

export const API_PLANS: PlanView[] = PLANS.map((plan) => ({
  ...plan,
  name: `${plan.name} (API)`,
  price: plan.price + 1,
  totalPrice: plan.totalPrice + 1,
  monthlyPrice: plan.monthlyPrice + 1,
  savings: plan.savings === 0 ? 0 : plan.savings - 1,
  description: `From the API: ${plan.description}`,
}));

/** The navigation state a link to /payment should carry for `plan`. */
export const stateFor = (plan: Pick<PlanView, 'planType' | 'planDuration' | 'price' | 'name'>) => ({
  planDetails: {
    planType: plan.planType,
    planDuration: plan.planDuration,
    price: plan.price,
    name: plan.name,
  },
});
