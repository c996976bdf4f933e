// The discount decider, and the check that prices an order with a code.
import type { Decider } from '../core/decider.js';
import type { PlanType } from '../plans/plans.js';
import type { CreateDiscount, DiscountCommand, UseDiscount } from './commands.js';
import { applyDiscount, type PriceAfterDiscount } from './discount-maths.js';
import { DISCOUNT_MESSAGES, discountError } from './errors.js';
import type { DiscountEvent } from './events.js';
import {
  type Discount,
  type ExistingDiscount,
  evolveDiscount,
  initialDiscount,
  usageCount,
  usesBy,
} from './state.js';

export const DEFAULT_USER_USAGE_LIMIT = 1;

/** Codes compare upper-cased and trimmed (spec §5 Discount form). */
export const normalizeDiscountCode = (code: string) => code.trim().toUpperCase();

function requireExisting(state: Discount): ExistingDiscount {
  if (state.status !== 'active' && state.status !== 'inactive') throw discountError.notFound();
  return state;
}

function create({ data }: CreateDiscount, state: Discount): DiscountEvent[] {
  if (state.status !== 'none') throw discountError.exists();
  if (!(data.validFrom < data.validUntil)) throw discountError.invalid(DISCOUNT_MESSAGES.dateOrder);
  if (!Number.isInteger(data.value) || data.value <= 0)
    throw discountError.invalid(DISCOUNT_MESSAGES.invalidValue);
  if (data.type === 'percentage' && data.value > 10_000)
    throw discountError.invalid(DISCOUNT_MESSAGES.percentageTooHigh);
  if (!Number.isInteger(data.userUsageLimit) || data.userUsageLimit < 1) {
    throw discountError.invalid(DISCOUNT_MESSAGES.userUsageLimit);
  }
  const { now, ...rest } = data;
  return [
    {
      type: 'DiscountCreated',
      data: {
        ...rest,
        code: normalizeDiscountCode(data.code),
        maxDiscountCents: data.type === 'percentage' ? data.maxDiscountCents : null,
        createdAt: now,
      },
    },
  ];
}

/** Prices `priceCents` of `planType` for `userId` with this code, or says precisely why not. */
export function quoteDiscount(
  state: Discount,
  request: { userId: string; planType: PlanType; priceCents: number; now: string },
): PriceAfterDiscount {
  const discount = requireExisting(state);
  if (discount.status !== 'active') throw discountError.inactive();
  if (request.now < discount.validFrom) throw discountError.notYetValid();
  if (request.now >= discount.validUntil) throw discountError.expired();
  if (discount.applicablePlans.length > 0 && !discount.applicablePlans.includes(request.planType)) {
    throw discountError.notForPlan();
  }
  if (request.priceCents < discount.minAmountCents) throw discountError.belowMinimum(discount.minAmountCents);
  if (discount.usageLimit !== null && usageCount(discount) >= discount.usageLimit)
    throw discountError.usageLimit();
  if (usesBy(discount, request.userId) >= discount.userUsageLimit) throw discountError.userLimit();
  return applyDiscount(discount, request.priceCents);
}

function use({ data }: UseDiscount, state: Discount): DiscountEvent[] {
  const discount = requireExisting(state);
  if (discount.uses.has(data.orderId)) return [];
  const { discountCents } = quoteDiscount(state, data);
  return [
    {
      type: 'DiscountUsed',
      data: { orderId: data.orderId, userId: data.userId, discountCents, usedAt: data.now },
    },
  ];
}

export function decideDiscount(command: DiscountCommand, state: Discount): DiscountEvent[] {
  switch (command.type) {
    case 'CreateDiscount':
      return create(command, state);
    case 'ToggleDiscount': {
      const discount = requireExisting(state);
      return [
        { type: 'DiscountToggled', data: { isActive: discount.status !== 'active', at: command.data.now } },
      ];
    }
    case 'DeleteDiscount':
      requireExisting(state);
      return [{ type: 'DiscountDeleted', data: { deletedAt: command.data.now } }];
    case 'UseDiscount':
      return use(command, state);
    case 'ReleaseDiscountUse': {
      const discount = state.status === 'active' || state.status === 'inactive' ? state : undefined;
      if (!discount?.uses.has(command.data.orderId)) return [];
      return [
        {
          type: 'DiscountUseReleased',
          data: { orderId: command.data.orderId, releasedAt: command.data.now },
        },
      ];
    }
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
}

export const discountDecider: Decider<Discount, DiscountCommand, DiscountEvent> = {
  initialState: initialDiscount,
  evolve: evolveDiscount,
  decide: decideDiscount,
};
