// Telemetry rows as the monitoring screens show them (spec §3 Position, Deal, Equity record), and
// rows back as the domain's records for the metric functions.
import type { DealRecord, EquitySample } from '@shop/domain';
import type { RobotDealRow, RobotEquityRow, RobotPositionRow } from '@shop/projections';

export function dealView(row: RobotDealRow) {
  return {
    _id: `${row.licence_id}:${row.ticket}`,
    timestamp: row.time.toISOString(),
    ticket: row.ticket,
    symbol: row.symbol,
    type: row.type,
    volume: row.volume,
    price: row.price,
    profit: row.profit,
    comment: row.comment,
  };
}

export function positionView(row: RobotPositionRow) {
  return {
    _id: `${row.licence_id}:${row.ticket}`,
    status: row.status,
    symbol: row.symbol,
    type: row.type,
    volume: row.volume,
    openPrice: row.open_price,
    currentPrice: row.current_price,
    profit: row.profit,
    openTime: row.open_time.toISOString(),
  };
}

export const equityPoint = (row: RobotEquityRow) => ({
  date: row.time.toISOString(),
  balance: row.balance,
  equity: row.equity,
});

export function dealRecord(row: RobotDealRow): DealRecord {
  return {
    ticket: row.ticket,
    time: row.time.toISOString(),
    symbol: row.symbol,
    type: row.type as DealRecord['type'],
    volume: row.volume,
    price: row.price,
    profit: row.profit,
    commission: row.commission,
    swap: row.swap,
    comment: row.comment,
    openTime: row.open_time?.toISOString() ?? null,
  };
}

export const equitySample = (row: RobotEquityRow): EquitySample => ({
  time: row.time.toISOString(),
  balance: row.balance,
  equity: row.equity,
});
