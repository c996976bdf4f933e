// How one discount code reads in the admin's table: its value, usage, plans and validity window.
import type { DiscountView } from '@shop/command-api/contracts';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { DISCOUNT_SCREEN_MESSAGES } from '../messages';

const usd = (amount: number) => formatAmount(amount, 'USD');

/** `10% (max 50.00 USD, min 100.00 USD)`, `25.00 USD` */
export function describeDiscountValue(discount: DiscountView): string {
  const amount = discount.type === 'percentage' ? `${discount.value}%` : usd(discount.value);
  const limits = [
    discount.type === 'percentage' && discount.maxDiscount !== null
      ? `max ${usd(discount.maxDiscount)}`
      : null,
    discount.minAmount > 0 ? `min ${usd(discount.minAmount)}` : null,
  ].filter((part) => part !== null);
  return limits.length > 0 ? `${amount} (${limits.join(', ')})` : amount;
}

/** `3 / 100`, or `3 / ∞` without a limit. */
export function describeUsage({ usageCount, usageLimit }: DiscountView): string {
  return `${usageCount} / ${usageLimit ?? DISCOUNT_SCREEN_MESSAGES.unlimited}`;
}

/** `Starter, Elite`, or `All plans` when the list is empty (spec §3). */
export function describePlans({ applicablePlans }: DiscountView): string {
  if (applicablePlans.length === 0) return DISCOUNT_SCREEN_MESSAGES.allPlans;
  return applicablePlans.map(planLabel).join(', ');
}

/** `starter` → `Starter`: the plan type as the form's checkboxes and the table name it. */
export function planLabel(planType: string): string {
  return planType.charAt(0).toUpperCase() + planType.slice(1);
}

/** `Mar 1, 2026, 1:00 PM` and `Apr 1, 2026, 1:00 PM`: the window's ends in the reader's time zone. */
export function describeValidity({ validFrom, validUntil }: DiscountView): { from: string; until: string } {
  return { from: formatDateTime(validFrom), until: formatDateTime(validUntil) };
}

/** A code's one state at `now`, as the list's Status filter names it (the server's rule). */
export type DiscountState = 'active' | 'scheduled' | 'expired' | 'inactive';

/** Disabled is inactive whatever its dates; else past its end expired, before its start scheduled. */
export function discountState(discount: DiscountView, now: Date): DiscountState {
  if (!discount.isActive) return 'inactive';
  if (Date.parse(discount.validUntil) <= now.getTime()) return 'expired';
  if (Date.parse(discount.validFrom) > now.getTime()) return 'scheduled';
  return 'active';
}
