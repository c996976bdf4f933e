// What a discount takes off a price, in whole cents: a percentage (rounded down, capped by the
// maximum) or a fixed amount (never below a zero final price).
import type { DiscountTerms } from './events.js';

export interface PriceAfterDiscount {
  discountCents: number;
  finalCents: number;
}

export function applyDiscount(
  terms: Pick<DiscountTerms, 'type' | 'value' | 'maxDiscountCents'>,
  priceCents: number,
): PriceAfterDiscount {
  let discountCents =
    terms.type === 'percentage'
      ? Math.floor((priceCents * terms.value) / 10_000)
      : Math.min(terms.value, priceCents);
  if (terms.type === 'percentage' && terms.maxDiscountCents !== null) {
    discountCents = Math.min(discountCents, terms.maxDiscountCents);
  }
  discountCents = Math.max(0, Math.min(discountCents, priceCents));
  return { discountCents, finalCents: priceCents - discountCents };
}

/** 12.34 → 1234, for amounts and percentages typed with two decimals. */
export const toHundredths = (value: number): number => Math.round(value * 100);
export const fromHundredths = (value: number): number => value / 100;
