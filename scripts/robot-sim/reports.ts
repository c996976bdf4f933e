// The bodies a robot sends to /api/robot/* (command-api/src/contracts/robot.ts), as plain types.

export interface RobotIdentity {
  licenseKey: string;
  accountNumber: number;
}

export interface HeartbeatReport extends RobotIdentity {
  eaVersion: string;
  activePositions: number;
  balance: number;
  equity: number;
}

export interface OpenPosition {
  ticket: number;
  symbol: string;
  type: 'BUY' | 'SELL';
  volume: number;
  openPrice: number;
  currentPrice: number;
  profit: number;
  openTime: string;
}

export interface PositionsReport extends RobotIdentity {
  positions: OpenPosition[];
}

export interface Deal {
  ticket: number;
  symbol: string;
  /** BUY/SELL: a closing deal, typed as MT5 types it (closing a BUY position is a SELL deal); BALANCE: cash in or out. */
  type: 'BUY' | 'SELL' | 'BALANCE';
  volume: number;
  price: number;
  profit: number;
  commission: number;
  swap: number;
  comment: string;
  time: string;
  openTime: string | null;
}

export interface EquitySample {
  time: string;
  balance: number;
  equity: number;
}

export type ReportKind = 'heartbeat' | 'positions' | 'deals' | 'equity';

export const REPORT_PATHS: Record<ReportKind, string> = {
  heartbeat: '/api/robot/heartbeat',
  positions: '/api/robot/positions',
  deals: '/api/robot/deals',
  equity: '/api/robot/equity',
};

/** What is due from one robot at one moment. */
export interface StepReports {
  heartbeat: HeartbeatReport;
  positions: PositionsReport;
  /** Deals closed since the last step; none: nothing to send. */
  deals: Deal[];
  /** Equity samples due (one every `equityEveryMs`); none: nothing to send. */
  samples: EquitySample[];
}
