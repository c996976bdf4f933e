// Admin EA monitoring (spec §3, §7 Monitoring): licences with their robots' status, and per licence
// its deals, positions, metrics, equity and last heartbeat.
import { z } from 'zod';
import { success } from './envelope.js';
import { paginationSchema } from './pagination.js';
import { timestampSchema } from './timestamp.js';

const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
};

export const MONITORING_LICENCE_SORTS = ['account', 'user', 'key', 'lastSeen', 'eaVersion'] as const;
export type MonitoringLicenceSortKey = (typeof MONITORING_LICENCE_SORTS)[number];
export const ROBOT_ONLINE_STATES = ['online', 'offline'] as const;

/** Without sort, the robots heard from most recently first; without status, online and offline alike. */
export const monitoringLicencesQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  /** Online: the robot's last heartbeat is recent enough (the domain's window); offline otherwise. */
  status: z.enum(ROBOT_ONLINE_STATES, { error: 'Status must be online or offline' }).optional(),
  sort: z
    .enum(MONITORING_LICENCE_SORTS, { error: `Sort by ${MONITORING_LICENCE_SORTS.join(', ')}` })
    .optional(),
  order: z.enum(['asc', 'desc'], { error: 'Order must be asc or desc' }).default('asc'),
  ...pageQuery,
});
export const monitoringLicenceSchema = z.object({
  _id: z.string(),
  licenseKey: z.string(),
  accountNumber: z.number().int(),
  status: z.string(),
  expiresAt: timestampSchema.optional(),
  userId: z.object({ _id: z.string(), username: z.string(), email: z.string() }),
  isOnline: z.boolean(),
  lastSeen: timestampSchema.nullable(),
  eaVersion: z.string().nullable(),
  dealCount: z.number().int(),
  equityCount: z.number().int(),
});
export const monitoringLicencesResponseSchema = success({
  licenses: z.array(monitoringLicenceSchema),
  pagination: paginationSchema,
});

/** `{licenseId}` and `{id}` of spec §7 are one path segment: the licence's id. */
export const monitoredLicenceParamsSchema = z.object({ id: z.uuid({ error: 'License not found' }) });

export const dealViewSchema = z.object({
  _id: z.string(),
  timestamp: timestampSchema,
  ticket: z.string(),
  symbol: z.string(),
  type: z.string(),
  volume: z.number(),
  price: z.number(),
  profit: z.number(),
  comment: z.string(),
});
export const dealsQuerySchema = z.object(pageQuery);
export const dealsResponseSchema = success({ deals: z.array(dealViewSchema), pagination: paginationSchema });

export const positionViewSchema = z.object({
  _id: z.string(),
  status: z.enum(['OPEN', 'CLOSED']),
  symbol: z.string(),
  type: z.enum(['BUY', 'SELL']),
  volume: z.number(),
  openPrice: z.number(),
  currentPrice: z.number(),
  profit: z.number(),
  openTime: timestampSchema,
});
export const positionsQuerySchema = z.object({
  ...pageQuery,
  status: z.enum(['all', 'OPEN', 'CLOSED'], { error: 'status must be all, OPEN or CLOSED' }).default('all'),
});
export const positionsResponseSchema = success({
  positions: z.array(positionViewSchema),
  pagination: paginationSchema,
});

export const monitoringMetricsSchema = z.object({
  totalProfit: z.number(),
  currentBalance: z.number(),
  initialDeposit: z.number(),
  maxDrawdown: z.number(),
  profitFactor: z.number().nullable(),
  riskRewardRatio: z.number().nullable(),
  bestSymbol: z.string().nullable(),
  winRate: z.number(),
  avgDailyProfit: z.number(),
  avgWeeklyProfit: z.number(),
  avgMonthlyProfit: z.number(),
  avgTradesPerDay: z.number(),
  avgTradeLength: z.number(),
  totalTrades: z.number().int(),
});
export const metricsResponseSchema = success({ metrics: monitoringMetricsSchema });

export const equityQuerySchema = z.object({
  days: z.enum(['30', '90', 'all'], { error: 'days must be 30, 90 or all' }).default('90'),
});
export const equityPointSchema = z.object({ date: timestampSchema, balance: z.number(), equity: z.number() });
/** Spec §7: the equity call answers a bare array. */
export const equityResponseSchema = z.array(equityPointSchema);

/** Cumulative time-weighted return of equity at a sample, % (deposits and withdrawals are not growth). */
export const growthPointSchema = z.object({ date: timestampSchema, growth: z.number() });
/** Fall of the time-weighted index below its peak so far at a sample, % (≤ 0). */
export const drawdownPointSchema = z.object({ date: timestampSchema, drawdown: z.number() });
/** A deposit or a withdrawal (a BALANCE deal) at its time; the amount is positive either way. */
export const cashFlowPointSchema = z.object({
  date: timestampSchema,
  amount: z.number(),
  kind: z.enum(['deposit', 'withdrawal']),
});

/**
 * A licence's charts over the last 30 or 90 days, or all: its equity samples in that window (at most
 * 500, thinned evenly), the growth and drawdown at each of them (same dates; reckoned over the whole
 * history, so a window starts where the account stood), the deposits and withdrawals, and the closed
 * trades' net profit (profit + commission + swap) per UTC day with at least one trade.
 */
export const monitoringPerformanceSchema = z.object({
  equity: z.array(equityPointSchema),
  growth: z.array(growthPointSchema),
  drawdown: z.array(drawdownPointSchema),
  cashFlows: z.array(cashFlowPointSchema),
  dailyProfit: z.array(z.object({ day: z.string(), profit: z.number() })),
});
export type MonitoringPerformanceView = z.infer<typeof monitoringPerformanceSchema>;
export const monitoringPerformanceResponseSchema = success({ performance: monitoringPerformanceSchema });

export const heartbeatViewSchema = success({
  isOnline: z.boolean(),
  status: z.enum(['online', 'offline']),
  lastSeen: timestampSchema.nullable(),
  heartbeat: z
    .object({
      activePositions: z.number().int(),
      eaVersion: z.string(),
      balance: z.number(),
      equity: z.number(),
    })
    .nullable(),
});

export const accountStatusSchema = z.object({
  licenseId: z.string(),
  isOnline: z.boolean(),
  status: z.enum(['online', 'offline']),
  username: z.string(),
  email: z.string(),
  accountNumber: z.number().int(),
  lastSeen: timestampSchema.nullable(),
});
export const accountsStatusResponseSchema = success({ accounts: z.array(accountStatusSchema) });
