// What robots report, as the domain reads it: closed deals (trades and balance operations) and
// balance/equity samples. Amounts are in the account's currency (USD), times are ISO strings.

/** BUY/SELL: a closing trade deal; BALANCE: a deposit (profit > 0) or withdrawal (profit < 0). */
export type DealType = 'BUY' | 'SELL' | 'BALANCE';

export interface DealRecord {
  /** MT5 deal ticket, unique per account. */
  ticket: string;
  /** When the deal happened (for a trade: when the position closed). */
  time: string;
  symbol: string;
  type: DealType;
  volume: number;
  price: number;
  /** Gross profit of the deal; for BALANCE the amount moved. */
  profit: number;
  commission: number;
  swap: number;
  comment: string;
  /** When the position this deal closed was opened; null when unknown (and for BALANCE). */
  openTime: string | null;
}

export interface EquitySample {
  time: string;
  balance: number;
  equity: number;
}

/** A robot is online when its last heartbeat is at most this old (robots beat every 30 s). */
export const ONLINE_WINDOW_MS = 2 * 60_000;

export function isOnline(lastSeen: Date | null, now: Date): boolean {
  return lastSeen !== null && now.getTime() - lastSeen.getTime() <= ONLINE_WINDOW_MS;
}

/** Spec §3 Monitoring metrics. Ratios without a defined value (no loss, no deals) are null. */
export interface MonitoringMetrics {
  totalProfit: number;
  currentBalance: number;
  initialDeposit: number;
  /** Largest peak-to-trough fall of equity, % of the peak. */
  maxDrawdown: number;
  /** Gross profit ÷ |gross loss|; null when there is no loss. */
  profitFactor: number | null;
  /** Average win ÷ |average loss|; null without both wins and losses. */
  riskRewardRatio: number | null;
  /** Symbol with the highest net profit; null without trades. */
  bestSymbol: string | null;
  /** Profitable closed trades ÷ closed trades, %. */
  winRate: number;
  avgDailyProfit: number;
  avgWeeklyProfit: number;
  avgMonthlyProfit: number;
  avgTradesPerDay: number;
  /** Hours, mean of close − open over trades whose open time is known. */
  avgTradeLength: number;
  totalTrades: number;
}

/** Spec §3 Public performance metrics: growth is time-weighted so deposits and withdrawals do not count as gains. */
export interface PublicPerformance {
  /** Percentages. */
  totalBankedGrowth: number;
  dailyBankedGrowth: number;
  weeklyBankedGrowth: number;
  monthlyBankedGrowth: number;
  balance: number;
  closedProfit: number;
  /** null when there is no losing trade. */
  bankedProfitFactor: number | null;
  tradesPerDay: number;
  historyLengthDays: number;
  averageTradeDurationHours: number;
  totalDeposits: number;
  totalWithdrawals: number;
  totalClosedPositions: number;
  /** ISO time of the newest record; null without any. */
  lastUpdated: string | null;
  equityBalanceData: EquityPoint[];
  /** Time-weighted growth, one point per point of equityBalanceData (same dates). */
  growthData: GrowthPoint[];
  /** Drawdown from the peak of the time-weighted index, same dates. */
  drawdownData: DrawdownPoint[];
  /** Every deposit and withdrawal, in time order. */
  cashFlowData: CashFlowPoint[];
  /** Largest fall of the time-weighted index below its peak over the whole history, % (≥ 0). */
  maxDrawdown: number;
}

/** A balance/equity sample as charts show it. */
export interface EquityPoint {
  date: string;
  balance: number;
  equity: number;
}

/** Cumulative time-weighted return up to a sample, in % (4.5 = +4.5 %). */
export interface GrowthPoint {
  date: string;
  growth: number;
}

/** Fall of the time-weighted index below its peak so far, in % (≤ 0). */
export interface DrawdownPoint {
  date: string;
  drawdown: number;
}

/** A deposit or a withdrawal; the amount is positive either way. */
export interface CashFlowPoint {
  date: string;
  amount: number;
  kind: 'deposit' | 'withdrawal';
}

/** Net profit of the trades closed on a UTC day ('YYYY-MM-DD'). */
export interface DailyProfit {
  day: string;
  profit: number;
}
