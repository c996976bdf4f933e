// Plans and discount codes: spec §3 Plan, Discount (validation result), Discount code (admin), §7.
import { DISCOUNT_MESSAGES, type PlanDuration, type PlanType } from '@shop/domain';
import { z } from 'zod';
import { success } from './envelope.js';
import { optionalPageQueryFields, paginationSchema, searchTextSchema } from './pagination.js';
import { timestampSchema } from './timestamp.js';

export const DISCOUNT_NOTICES = {
  created: 'Discount code created successfully!',
  deleted: 'Discount code deleted successfully',
  enabled: 'Discount code enabled',
  disabled: 'Discount code disabled',
  codeRequired: 'Discount code is required',
} as const;

/** The plans' types and lengths, as the domain's PLANS has them. */
export const PLAN_TYPES = [
  'starter',
  'popular',
  'elite',
  'professional',
] as const satisfies readonly PlanType[];
export const PLAN_DURATIONS = [
  '1month',
  '3months',
  '6months',
  '12months',
] as const satisfies readonly PlanDuration[];
export const planTypeSchema = z.enum(PLAN_TYPES, {
  error: 'Plan type must be one of starter, popular, elite, professional',
});
export const planDurationSchema = z.enum(PLAN_DURATIONS);
/** An order's plan as it was placed: text, as it may be a plan no longer offered. */
export const storedPlanTypeSchema = z
  .string()
  .describe(`The plan type when the order was placed: ${PLAN_TYPES.join(', ')}, or a plan no longer offered`);
export const storedPlanDurationSchema = z
  .string()
  .describe(
    `The plan's length when the order was placed: ${PLAN_DURATIONS.join(', ')}, or one no longer offered`,
  );

export const planSchema = z.object({
  id: z.string(),
  planType: planTypeSchema,
  planDuration: planDurationSchema,
  name: z.string(),
  duration: z.string(),
  durationDays: z.number().int(),
  months: z.number().int(),
  price: z.number(),
  totalPrice: z.number(),
  monthlyPrice: z.number(),
  savings: z.number(),
  badge: z.string().nullable(),
  description: z.string(),
});
export const plansResponseSchema = success({ plans: z.array(planSchema) });

export const validateDiscountRequestSchema = z.object({
  code: z
    .string({ error: DISCOUNT_NOTICES.codeRequired })
    .trim()
    .min(1, DISCOUNT_NOTICES.codeRequired)
    .max(64),
  planType: planTypeSchema,
  /** The price the page shows; the server prices from the plan itself and ignores a different figure. */
  amount: z.number().nonnegative().optional(),
});
export const validateDiscountResponseSchema = success({
  discount: z.object({
    code: z.string(),
    description: z.string(),
    discountAmount: z.number(),
    finalAmount: z.number(),
  }),
});

/** Uses of one code: the read model keeps counts as 32-bit integers, and no campaign comes near this. */
const MAX_USES = 1_000_000;

const money = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .nonnegative(`${field} cannot be negative`)
    .max(1_000_000);

export const createDiscountRequestSchema = z.object({
  code: z
    .string({ error: 'Code is required' })
    .trim()
    .min(1, 'Code is required')
    .max(32, 'Code must be at most 32 characters')
    .regex(/^[A-Za-z0-9_-]+$/, 'Code may contain only letters, numbers, dashes and underscores'),
  description: z
    .string({ error: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .max(200),
  type: z.enum(['percentage', 'fixed']).default('percentage'),
  value: z
    .number({ error: 'Value must be a number' })
    .positive(DISCOUNT_MESSAGES.invalidValue)
    .max(1_000_000),
  maxDiscount: money('Max discount').nullish(),
  minAmount: money('Minimum amount').default(0),
  usageLimit: z
    .number()
    .int('Usage limit must be a whole number')
    .positive('Usage limit must be at least 1')
    .max(MAX_USES, `Usage limit must be at most ${MAX_USES.toLocaleString('en')}`)
    .nullish(),
  userUsageLimit: z
    .number()
    .int(DISCOUNT_MESSAGES.userUsageLimit)
    .min(1, DISCOUNT_MESSAGES.userUsageLimit)
    .max(MAX_USES, `Per-user limit must be at most ${MAX_USES.toLocaleString('en')}`)
    .default(1),
  applicablePlans: z.array(planTypeSchema).max(4).default([]),
  validFrom: z.iso.datetime({ offset: true, error: 'Valid From must be a date' }).optional(),
  validUntil: z.iso.datetime({ offset: true, error: 'Valid Until must be a date' }),
});

export const discountViewSchema = z.object({
  _id: z.string(),
  code: z.string(),
  description: z.string(),
  type: z.enum(['percentage', 'fixed']),
  value: z.number(),
  maxDiscount: z.number().nullable(),
  minAmount: z.number(),
  usageLimit: z.number().int().nullable(),
  usageCount: z.number().int(),
  userUsageLimit: z.number().int(),
  applicablePlans: z.array(planTypeSchema),
  validFrom: timestampSchema,
  validUntil: timestampSchema,
  isActive: z.boolean(),
  createdBy: z.object({ _id: z.string(), username: z.string().nullable() }),
  createdAt: timestampSchema,
});
export type DiscountView = z.infer<typeof discountViewSchema>;

export const discountIdParamsSchema = z.object({ id: z.uuid({ error: DISCOUNT_MESSAGES.notFound }) });
export const DISCOUNT_LIST_SORTS = [
  'code',
  'value',
  'usage',
  'validFrom',
  'validUntil',
  'createdAt',
  'status',
] as const;
export type DiscountListSortKey = (typeof DISCOUNT_LIST_SORTS)[number];
/** A code's one state now: disabled is inactive whatever its dates; else expired, scheduled or active. */
export const DISCOUNT_LIST_STATUSES = ['active', 'scheduled', 'expired', 'inactive'] as const;
export type DiscountListStatusKey = (typeof DISCOUNT_LIST_STATUSES)[number];

/** The admin list's added parameters: without any, every code, the newest first. */
export const discountsQuerySchema = z.object({
  status: z
    .enum(DISCOUNT_LIST_STATUSES, {
      error: `Status must be ${DISCOUNT_LIST_STATUSES.slice(0, -1).join(', ')} or ${DISCOUNT_LIST_STATUSES.at(-1)}`,
    })
    .optional(),
  /** Part of the code or of its description. */
  q: searchTextSchema.optional(),
  sort: z.enum(DISCOUNT_LIST_SORTS, { error: `Sort by ${DISCOUNT_LIST_SORTS.join(', ')}` }).optional(),
  ...optionalPageQueryFields,
});
export type DiscountsQuery = z.input<typeof discountsQuerySchema>;

export const discountsResponseSchema = success({
  discounts: z.array(discountViewSchema),
  /** Only when a page was asked for. */
  pagination: paginationSchema.optional(),
});
export const discountResponseSchema = success({ discount: discountViewSchema, message: z.string() });
