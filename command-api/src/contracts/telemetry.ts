// Robot telemetry (what an expert advisor reports), admin monitoring (spec §7 Monitoring) and the
// public performance metrics (spec §7 Public).
import { z } from 'zod';
import { success } from './envelope.js';
import { accountNumberSchema } from './licences.js';

export const TELEMETRY_LIMITS = {
  positions: 200,
  deals: 500,
  samples: 500,
  /** Bytes of one report's body. */
  bodyBytes: 256 * 1024,
} as const;

export const TELEMETRY_MESSAGES = {
  accepted: 'Report accepted',
} as const;

const money = z.number({ error: 'must be a number' }).finite().min(-1e12).max(1e12);
const amount = z.number({ error: 'must be a number' }).finite().min(0).max(1e9);
const isoTime = z.iso.datetime({ offset: true, error: 'must be an ISO 8601 time' });
const ticket = z.union([z.string().regex(/^\d{1,20}$/), z.number().int().nonnegative()], {
  error: 'must be a deal or position ticket (digits)',
});
const symbol = z.string().trim().min(1).max(32);

const robotIdentity = {
  licenseKey: z.string({ error: 'licenseKey is required' }).min(1, 'licenseKey is required').max(64),
  accountNumber: accountNumberSchema,
};

export const heartbeatRequestSchema = z.strictObject({
  ...robotIdentity,
  eaVersion: z.string({ error: 'eaVersion is required' }).min(1, 'eaVersion is required').max(32),
  activePositions: z.number().int().min(0).max(10_000),
  balance: money,
  equity: money,
});

export const positionSchema = z.strictObject({
  ticket,
  symbol,
  type: z.enum(['BUY', 'SELL']),
  volume: amount,
  openPrice: amount,
  currentPrice: amount,
  profit: money,
  openTime: isoTime,
});
export const positionsRequestSchema = z.strictObject({
  ...robotIdentity,
  /** Every position open now: one missing from the last snapshot has closed. */
  positions: z.array(positionSchema).max(TELEMETRY_LIMITS.positions),
});

export const dealSchema = z.strictObject({
  ticket,
  symbol: z.string().trim().max(32).default(''),
  /** BUY/SELL: a closing trade deal; BALANCE: a deposit (profit > 0) or withdrawal (profit < 0). */
  type: z.enum(['BUY', 'SELL', 'BALANCE']),
  volume: amount.default(0),
  price: amount.default(0),
  profit: money,
  commission: money.default(0),
  swap: money.default(0),
  comment: z.string().max(128).default(''),
  time: isoTime,
  /** When the position this deal closes was opened (for trade length). */
  openTime: isoTime.nullish(),
});
export const dealsRequestSchema = z.strictObject({
  ...robotIdentity,
  deals: z.array(dealSchema).min(1).max(TELEMETRY_LIMITS.deals),
});

export const equitySampleSchema = z.strictObject({ time: isoTime, balance: money, equity: money });
export const equityRequestSchema = z.strictObject({
  ...robotIdentity,
  samples: z.array(equitySampleSchema).min(1).max(TELEMETRY_LIMITS.samples),
});

export const reportResponseSchema = success({
  message: z.string(),
  /**
   * Items taken from this report. Deals the shop already holds are left out; a deal reported twice
   * within moments may be counted twice, but it is stored once (its event id derives from the ticket).
   */
  accepted: z.number().int(),
});

// Admin monitoring (spec §3, §7).
const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
};
export const paginationSchema = z.object({
  current: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
  hasNext: z.boolean(),
  hasPrev: z.boolean(),
});

export const monitoringLicencesQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  ...pageQuery,
});
export const monitoringLicenceSchema = z.object({
  _id: z.string(),
  licenseKey: z.string(),
  accountNumber: z.number().int(),
  status: z.string(),
  expiresAt: z.string().optional(),
  userId: z.object({ _id: z.string(), username: z.string(), email: z.string() }),
  isOnline: z.boolean(),
  lastSeen: z.string().nullable(),
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
  timestamp: z.string(),
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
  openTime: z.string(),
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
export const equityPointSchema = z.object({ date: z.string(), balance: z.number(), equity: z.number() });
/** Spec §7: the equity call answers a bare array. */
export const equityResponseSchema = z.array(equityPointSchema);

export const heartbeatViewSchema = success({
  isOnline: z.boolean(),
  status: z.enum(['online', 'offline']),
  lastSeen: z.string().nullable(),
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
  lastSeen: z.string().nullable(),
});
export const accountsStatusResponseSchema = success({ accounts: z.array(accountStatusSchema) });

// Public performance (spec §3 Public performance metrics).
export const publicPerformanceSchema = z.object({
  totalBankedGrowth: z.number(),
  dailyBankedGrowth: z.number(),
  weeklyBankedGrowth: z.number(),
  monthlyBankedGrowth: z.number(),
  balance: z.number(),
  closedProfit: z.number(),
  bankedProfitFactor: z.number().nullable(),
  tradesPerDay: z.number(),
  historyLengthDays: z.number(),
  averageTradeDurationHours: z.number(),
  totalDeposits: z.number(),
  totalWithdrawals: z.number(),
  totalClosedPositions: z.number().int(),
  lastUpdated: z.string().nullable(),
  equityBalanceData: z.array(equityPointSchema),
});
export type PublicPerformanceView = z.infer<typeof publicPerformanceSchema>;
export const publicPerformanceResponseSchema = success({ data: publicPerformanceSchema });
export const PUBLIC_METRICS_MESSAGES = {
  noShowcase: 'Live performance is not available yet',
} as const;
