// The admin's list of every order with its payment (issue 22): filters by status, network, text and
// placing date, sorting, paging and the total.
import { z } from 'zod';
import { storedPlanDurationSchema, storedPlanTypeSchema } from './discounts.js';
import { success } from './envelope.js';
import { paginationSchema, searchTextSchema } from './pagination.js';
import { ORDER_STATUSES } from './payments.js';
import { timestampSchema } from './timestamp.js';

/** An order status, `refunded` (its refund verified on chain) or `needs_decision` (verifying, underpaid, late). */
export const ADMIN_ORDER_STATUSES = [...ORDER_STATUSES, 'refunded', 'needs_decision'] as const;
export type AdminOrderStatus = (typeof ADMIN_ORDER_STATUSES)[number];
export const ADMIN_ORDER_SORTS = ['placedAt', 'amount', 'status'] as const;

/** A day (the whole day, UTC) or a moment. */
const placedBound = (field: string) =>
  z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
    error: `${field} must be a date (YYYY-MM-DD) or a date and time`,
  });

export const adminOrdersQuerySchema = z.object({
  status: z
    .enum(ADMIN_ORDER_STATUSES, { error: `Status must be one of ${ADMIN_ORDER_STATUSES.join(', ')}` })
    .optional(),
  network: z.enum(['TRC20', 'BEP20'], { error: 'Network must be TRC20 or BEP20' }).optional(),
  /** An order id's beginning, a username or email, or a transaction hash. */
  q: searchTextSchema.optional(),
  /** Placed on or after this day or moment. */
  from: placedBound('From').optional(),
  /** Placed on or before this day, or before this moment. */
  to: placedBound('To').optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  /** None: the payments waiting for a decision first, then the newest. */
  sort: z.enum(ADMIN_ORDER_SORTS, { error: 'Sort by placedAt, amount or status' }).optional(),
  order: z.enum(['asc', 'desc'], { error: 'Order must be asc or desc' }).default('desc'),
});
export type AdminOrdersQuery = z.input<typeof adminOrdersQuerySchema>;

export const adminOrderSchema = z.object({
  orderId: z.string(),
  user: z.object({ _id: z.string(), username: z.string(), email: z.string() }),
  planType: storedPlanTypeSchema,
  planDuration: storedPlanDurationSchema,
  planName: z.string(),
  accountNumber: z.number().int(),
  network: z.enum(['TRC20', 'BEP20']),
  /** The order's status: pending, verifying, confirmed, completed, underpaid, late, failed, expired. */
  status: z.string(),
  /** Verifying, underpaid or late: an admin may confirm or reject it. */
  needsDecision: z.boolean(),
  /** In USD (= USDT), e.g. 132. */
  amount: z.number(),
  /** The same amount with two decimals, e.g. '132.00'. */
  amountFormatted: z.string(),
  /** The exact amount to send, in the token's base units. */
  amountBaseUnits: z.string(),
  /** What the order's address received, in base units, when known. */
  receivedBaseUnits: z.string().nullable(),
  discount: z.object({ code: z.string(), discountAmount: z.number() }).nullable(),
  paymentAddress: z.string(),
  transactionHash: z.string().nullable(),
  /** The chain watcher's last count for the transaction, when it has checked it. */
  confirmations: z.number().int().nullable(),
  confirmationsRequired: z.number().int(),
  /** Why the order failed or is held, in the customer's words. */
  statusMessage: z.string().nullable(),
  placedAt: timestampSchema,
  expiresAt: timestampSchema,
  paidAt: timestampSchema.nullable(),
  updatedAt: timestampSchema,
  /** requested, sent (verifying on chain), approved (refunded), rejected; null without a refund request. */
  refundStatus: z.enum(['requested', 'sent', 'approved', 'rejected']).nullable(),
});
export type AdminOrderView = z.infer<typeof adminOrderSchema>;

export const adminOrdersResponseSchema = success({
  orders: z.array(adminOrderSchema),
  pagination: paginationSchema,
});
