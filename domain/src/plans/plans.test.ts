import { expect, it } from 'vitest';
import { DEFAULT_PLAN, findPlan, PLANS } from './plans.js';

it('defines the four plans of the spec with their prices, monthly prices and savings', () => {
  expect(PLANS.map((p) => [p.planType, p.planDuration, p.price, p.name, p.monthlyPrice, p.savings])).toEqual([
    ['starter', '1month', 49, 'Starter Plan - 1 Month', 49, 0],
    ['popular', '3months', 132, 'Popular Plan - 3 Months', 44, 15],
    ['elite', '6months', 234, 'Elite Plan - 6 Months', 39, 60],
    ['professional', '12months', 348, 'Professional Plan - One Year', 29, 240],
  ]);
  expect(PLANS.map((p) => p.durationDays)).toEqual([30, 90, 180, 365]);
  expect(DEFAULT_PLAN).toMatchObject({
    planType: 'starter',
    planDuration: '1month',
    price: 49,
    name: 'Starter Plan - 1 Month',
  });
});

it('finds a plan by type and duration, and nothing for a mismatch', () => {
  expect(findPlan('elite', '6months')?.price).toBe(234);
  expect(findPlan('elite', '1month')).toBeUndefined();
  expect(findPlan('platinum')).toBeUndefined();
});
