// A discount code as the admin list shows it (spec §3 'Discount code (admin)'): amounts back in
// US dollars and percentages, from a command's new state or from the read model.
import { type ExistingDiscount, fromHundredths, type PlanType } from '@shop/domain';
import type { DiscountWithCreator } from '@shop/projections';
import type { DiscountView } from '../contracts/discounts.js';

export function discountViewFromState(
  discount: ExistingDiscount,
  createdByUsername: string | null,
): DiscountView {
  return {
    _id: discount.discountId,
    code: discount.code,
    description: discount.description,
    type: discount.type,
    value: fromHundredths(discount.value),
    maxDiscount: discount.maxDiscountCents === null ? null : fromHundredths(discount.maxDiscountCents),
    minAmount: fromHundredths(discount.minAmountCents),
    usageLimit: discount.usageLimit,
    usageCount: discount.uses.size,
    userUsageLimit: discount.userUsageLimit,
    applicablePlans: discount.applicablePlans,
    validFrom: discount.validFrom,
    validUntil: discount.validUntil,
    isActive: discount.status === 'active',
    createdBy: { _id: discount.createdBy, username: createdByUsername },
    createdAt: discount.createdAt,
  };
}

export function discountViewFromRow(row: DiscountWithCreator): DiscountView {
  return {
    _id: row.discount_id,
    code: row.code,
    description: row.description,
    type: row.type,
    value: fromHundredths(row.value),
    maxDiscount: row.max_discount_cents === null ? null : fromHundredths(row.max_discount_cents),
    minAmount: fromHundredths(row.min_amount_cents),
    usageLimit: row.usage_limit,
    usageCount: row.usage_count,
    userUsageLimit: row.user_usage_limit,
    applicablePlans: row.applicable_plans as PlanType[],
    validFrom: row.valid_from.toISOString(),
    validUntil: row.valid_until.toISOString(),
    isActive: row.is_active,
    createdBy: { _id: row.created_by, username: row.created_by_username },
    createdAt: row.created_at.toISOString(),
  };
}
