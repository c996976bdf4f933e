// The public performance metrics (spec §3 Public performance metrics, §7 Public): what the landing
// page shows of the showcase account.
import { z } from 'zod';
import { success } from './envelope.js';
import {
  cashFlowPointSchema,
  drawdownPointSchema,
  equityPointSchema,
  growthPointSchema,
} from './monitoring.js';

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
  /** One point per point of equityBalanceData, same dates. */
  growthData: z.array(growthPointSchema),
  /** Same dates; from the peak of the time-weighted index. */
  drawdownData: z.array(drawdownPointSchema),
  /** Every deposit and withdrawal, in time order. */
  cashFlowData: z.array(cashFlowPointSchema),
  /** Largest fall of the time-weighted index below its peak over the whole history, % (≥ 0). */
  maxDrawdown: z.number(),
});
export type PublicPerformanceView = z.infer<typeof publicPerformanceSchema>;
export const publicPerformanceResponseSchema = success({ data: publicPerformanceSchema });
export const PUBLIC_METRICS_MESSAGES = {
  noShowcase: 'Live performance is not available yet',
} as const;
