// The four plans of spec §3/§9: one definition, served by the API and rendered by the web app.
// Prices are whole US dollars, paid in USDT (1 USDT = 1 USD).

export type PlanType = 'starter' | 'popular' | 'elite' | 'professional';
export type PlanDuration = '1month' | '3months' | '6months' | '12months';

export interface Plan {
  id: PlanType;
  planType: PlanType;
  planDuration: PlanDuration;
  name: string;
  /** For display: "3 Months". */
  duration: string;
  /** Licence length granted by the plan. */
  durationDays: number;
  months: number;
  price: number;
  totalPrice: number;
  monthlyPrice: number;
  /** Against paying the one-month price every month. */
  savings: number;
  badge: string | null;
  description: string;
}

const MONTHLY_LIST_PRICE = 49;

function plan(
  planType: PlanType,
  planDuration: PlanDuration,
  months: number,
  price: number,
  name: string,
  badge: string | null,
  description: string,
): Plan {
  return {
    id: planType,
    planType,
    planDuration,
    name,
    duration: months === 12 ? '1 Year' : months === 1 ? '1 Month' : `${months} Months`,
    durationDays: months === 12 ? 365 : months * 30,
    months,
    price,
    totalPrice: price,
    monthlyPrice: Math.round(price / months),
    savings: MONTHLY_LIST_PRICE * months - price,
    badge,
    description,
  };
}

export const PLANS: readonly Plan[] = [
  plan(
    'starter',
    '1month',
    1,
    49,
    'Starter Plan - 1 Month',
    null,
    'Try the robot on one MT5 account for a month.',
  ),
  plan(
    'popular',
    '3months',
    3,
    132,
    'Popular Plan - 3 Months',
    'Most Popular',
    'Three months of automated trading at 44 USD a month.',
  ),
  plan(
    'elite',
    '6months',
    6,
    234,
    'Elite Plan - 6 Months',
    'Great Value',
    'Half a year at 39 USD a month, with every update included.',
  ),
  plan(
    'professional',
    '12months',
    12,
    348,
    'Professional Plan - One Year',
    'Best Value',
    'A full year at 29 USD a month: the lowest price per month.',
  ),
];

export const DEFAULT_PLAN: Plan = PLANS[0]!;

export function findPlan(planType: string, planDuration?: string): Plan | undefined {
  return PLANS.find(
    (p) => p.planType === planType && (planDuration === undefined || p.planDuration === planDuration),
  );
}
