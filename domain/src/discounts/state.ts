// A discount code folded from its events, with the orders that currently hold a use of it.
import type { DiscountEvent, DiscountTerms } from './events.js';

export interface ExistingDiscount extends DiscountTerms {
  status: 'active' | 'inactive';
  discountId: string;
  createdBy: string;
  createdAt: string;
  /** Orders holding a use, with who placed them. */
  uses: ReadonlyMap<string, string>;
}

export type Discount = { status: 'none' } | ExistingDiscount | { status: 'deleted' };

export const initialDiscount: Discount = { status: 'none' };

export function evolveDiscount(state: Discount, event: DiscountEvent): Discount {
  if (event.type === 'DiscountCreated') {
    return { ...event.data, status: 'active', uses: new Map() };
  }
  if (state.status !== 'active' && state.status !== 'inactive') return state;
  switch (event.type) {
    case 'DiscountToggled':
      return { ...state, status: event.data.isActive ? 'active' : 'inactive' };
    case 'DiscountDeleted':
      return { status: 'deleted' };
    case 'DiscountUsed':
      return { ...state, uses: new Map(state.uses).set(event.data.orderId, event.data.userId) };
    case 'DiscountUseReleased': {
      const uses = new Map(state.uses);
      uses.delete(event.data.orderId);
      return { ...state, uses };
    }
    default:
      return state;
  }
}

export const usageCount = (discount: ExistingDiscount) => discount.uses.size;

export function usesBy(discount: ExistingDiscount, userId: string): number {
  let count = 0;
  for (const user of discount.uses.values()) if (user === userId) count += 1;
  return count;
}
