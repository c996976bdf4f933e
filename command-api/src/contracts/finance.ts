// Finance (issue 11): the payments ledger with its totals, revenue by period, plan, network or discount
// code, the open problems, and any order or licence as it stood at a chosen moment. Money in USD cents.
import { z } from 'zod';
import { PLAN_TYPES, storedPlanDurationSchema, storedPlanTypeSchema } from './discounts.js';
import { success } from './envelope.js';
import { licenceViewSchema } from './licences.js';
import { paginationSchema } from './pagination.js';
import { networkSchema, orderViewSchema } from './payments.js';
import { timestampSchema } from './timestamp.js';

const moment = (field: string) => z.iso.datetime({ offset: true, error: `${field} must be a date and time` });
const ENTRY_KINDS = [
  'payment',
  'underpaid',
  'late',
  'payment_rejected',
  'refund',
  'refund_rejected',
] as const;

const ledgerFilters = {
  from: moment('From').optional(),
  to: moment('To').optional(),
  /** The ledger as it stood at this moment. */
  asOf: moment('As of').optional(),
  kind: z.enum(ENTRY_KINDS, { error: `Kind must be one of ${ENTRY_KINDS.join(', ')}` }).optional(),
  network: z.enum(['TRC20', 'BEP20'], { error: 'Network must be TRC20 or BEP20' }).optional(),
  planType: z.enum(PLAN_TYPES).optional(),
  discountCode: z.string().trim().min(1).max(32).optional(),
};

/** The ledger's orders (issue 22): when it happened, the user's name, the kind, the network, the amount. */
export const LEDGER_LIST_SORTS = ['at', 'user', 'kind', 'network', 'amount'] as const;
export type LedgerListSortKey = (typeof LEDGER_LIST_SORTS)[number];

export const ledgerQuerySchema = z.object({
  ...ledgerFilters,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  /** None: newest first. */
  sort: z.enum(LEDGER_LIST_SORTS, { error: `Sort by ${LEDGER_LIST_SORTS.join(', ')}` }).optional(),
  /** The direction of `sort`; without `sort` the ledger stays newest first. */
  order: z.enum(['asc', 'desc'], { error: 'Order must be asc or desc' }).default('asc'),
});
let timeZones: ReadonlySet<string> | undefined;
/** 'UTC' or an IANA zone this runtime knows by its canonical name (e.g. Europe/Berlin); not an offset. */
function isTimeZone(zone: string): boolean {
  timeZones ??= new Set(Intl.supportedValuesOf('timeZone'));
  return zone === 'UTC' || timeZones.has(zone);
}

export const REVENUE_SPLITS = ['plan', 'network'] as const;

export const revenueQuerySchema = z
  .object({
    ...ledgerFilters,
    groupBy: z.enum(['day', 'month', 'plan', 'network', 'discount'], {
      error: 'Group by day, month, plan, network or discount',
    }),
    /** The zone whose calendar buckets days and months. */
    tz: z.string().max(64).default('UTC').refine(isTimeZone, { error: 'Unknown time zone' }),
    /** Within each day or month, one row per plan or per network. */
    split: z.enum(REVENUE_SPLITS, { error: 'Split by plan or network' }).optional(),
  })
  .refine((query) => query.split === undefined || query.groupBy === 'day' || query.groupBy === 'month', {
    error: 'Split applies to groupBy day or month',
    path: ['split'],
  });

export const totalsSchema = z.object({
  grossCents: z.number().int(),
  refundsCents: z.number().int(),
  netCents: z.number().int(),
  payments: z.number().int(),
  refunds: z.number().int(),
});

export const ledgerEntrySchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  kind: z.enum(ENTRY_KINDS),
  /** Positive for a payment, negative for a refund, zero for holds and decisions. */
  amountCents: z.number().int(),
  baseUnits: z.string().nullable(),
  overpaidBaseUnits: z.string().nullable(),
  network: networkSchema,
  transactionHash: z.string().nullable(),
  planType: storedPlanTypeSchema,
  planDuration: storedPlanDurationSchema,
  discountCode: z.string().nullable(),
  discountCents: z.number().int(),
  user: z.object({ _id: z.string(), username: z.string().nullable() }),
  licenceId: z.string().nullable(),
  decidedBy: z.string().nullable(),
  at: timestampSchema,
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const ledgerResponseSchema = success({
  entries: z.array(ledgerEntrySchema),
  totals: totalsSchema,
  pagination: paginationSchema,
});
/**
 * One row per group in key order: a day 'YYYY-MM-DD' or a month 'YYYY-MM' in the query's zone, a plan,
 * a network or a discount code ('' for none). With `split`, one per group and plan or network (the
 * row's `split`), ordered by key, then split.
 */
export const revenueResponseSchema = success({
  revenue: z.array(totalsSchema.extend({ key: z.string(), split: z.string().optional() })),
});

export const financeProblemSchema = z.object({
  orderId: z.string(),
  /** refund_sent: the refund's transaction is verifying on chain; refund_failed: the chain did not accept it. */
  kind: z.enum(['underpaid', 'late', 'refund_requested', 'refund_sent', 'refund_failed']),
  since: timestampSchema,
  user: z.object({ _id: z.string(), username: z.string().nullable(), email: z.string().nullable() }),
  planName: z.string(),
  network: networkSchema,
  amountCents: z.number().int(),
  transactionHash: z.string().nullable(),
  paidAt: timestampSchema.nullable(),
  refundReason: z.string().nullable(),
  /** Where the buyer asked the money to go; null: back to the address that paid the order. */
  refundAddress: z.string().nullable(),
  /** The refund transaction under verification, or the one the chain did not accept. */
  refundTransactionHash: z.string().nullable(),
  refundFailure: z.object({ reason: z.string(), message: z.string() }).nullable(),
});
export type FinanceProblem = z.infer<typeof financeProblemSchema>;
export const problemsResponseSchema = success({ problems: z.array(financeProblemSchema) });

export const asOfQuerySchema = z.object({ asOf: moment('As of').optional() });
export const orderAsOfResponseSchema = success({
  order: orderViewSchema.nullable(),
  asOf: timestampSchema,
  events: z.number().int(),
});
export const licenceAsOfResponseSchema = success({
  license: licenceViewSchema.nullable(),
  asOf: timestampSchema,
  events: z.number().int(),
});
