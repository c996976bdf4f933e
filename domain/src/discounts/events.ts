// Everything that can happen to a discount code. Money is in US cents; percentages in hundredths
// of a percent (12.5 % = 1250), so all maths is on integers.
import type { Event } from '../core/message.js';
import type { PlanType } from '../plans/plans.js';

export type DiscountType = 'percentage' | 'fixed';

export interface DiscountTerms {
  code: string;
  description: string;
  type: DiscountType;
  /** Percentage: hundredths of a percent. Fixed: cents. */
  value: number;
  /** Percentage only: the largest discount in cents, or null for no cap. */
  maxDiscountCents: number | null;
  minAmountCents: number;
  /** null: unlimited. */
  usageLimit: number | null;
  userUsageLimit: number;
  /** Empty: every plan. */
  applicablePlans: PlanType[];
  validFrom: string;
  validUntil: string;
}

export type DiscountCreated = Event<
  'DiscountCreated',
  DiscountTerms & { discountId: string; createdBy: string; createdAt: string }
>;
export type DiscountToggled = Event<'DiscountToggled', { isActive: boolean; at: string }>;
export type DiscountDeleted = Event<'DiscountDeleted', { deletedAt: string }>;
/** A use counts from the order's placement; it is given back if the order expires or fails. */
export type DiscountUsed = Event<
  'DiscountUsed',
  { orderId: string; userId: string; discountCents: number; usedAt: string }
>;
export type DiscountUseReleased = Event<'DiscountUseReleased', { orderId: string; releasedAt: string }>;

export type DiscountEvent =
  | DiscountCreated
  | DiscountToggled
  | DiscountDeleted
  | DiscountUsed
  | DiscountUseReleased;
