// What may be asked of a discount code.
import type { Command } from '../core/message.js';
import type { PlanType } from '../plans/plans.js';
import type { DiscountTerms } from './events.js';

export type CreateDiscount = Command<
  'CreateDiscount',
  DiscountTerms & { discountId: string; createdBy: string; now: string }
>;
export type ToggleDiscount = Command<'ToggleDiscount', { now: string }>;
export type DeleteDiscount = Command<'DeleteDiscount', { now: string }>;
export type UseDiscount = Command<
  'UseDiscount',
  { orderId: string; userId: string; planType: PlanType; priceCents: number; now: string }
>;
export type ReleaseDiscountUse = Command<'ReleaseDiscountUse', { orderId: string; now: string }>;

export type DiscountCommand =
  | CreateDiscount
  | ToggleDiscount
  | DeleteDiscount
  | UseDiscount
  | ReleaseDiscountUse;
