// Robot telemetry read models: the last heartbeat, positions, deals and equity of each licence.
import type { ColumnType, Selectable } from 'kysely';

export interface RobotStatusTable {
  licence_id: string;
  last_seen: Date | null;
  ea_version: string | null;
  active_positions: number | null;
  balance: number | null;
  equity: number | null;
  deal_count: ColumnType<number, number | undefined, number>;
  equity_count: ColumnType<number, number | undefined, number>;
}

export interface RobotPositionsTable {
  licence_id: string;
  ticket: string;
  status: 'OPEN' | 'CLOSED';
  symbol: string;
  type: 'BUY' | 'SELL';
  volume: number;
  open_price: number;
  current_price: number;
  profit: number;
  open_time: Date;
  updated_at: Date;
}

export interface RobotDealsTable {
  licence_id: string;
  ticket: string;
  time: Date;
  symbol: string;
  type: string;
  volume: number;
  price: number;
  profit: number;
  commission: number;
  swap: number;
  comment: string;
  open_time: Date | null;
}

export interface RobotEquityTable {
  licence_id: string;
  time: Date;
  balance: number;
  equity: number;
}

export type RobotDealRow = Selectable<RobotDealsTable>;
export type RobotPositionRow = Selectable<RobotPositionsTable>;
export type RobotEquityRow = Selectable<RobotEquityTable>;
