// Telemetry rows as the monitoring screens show them (spec §3 Position, Deal, Equity record, Monitoring).
import { isOnline } from '@shop/domain';
import type { monitoredLicences, RobotDealRow, RobotEquityRow, RobotPositionRow } from '@shop/projections';

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

/** Online when the last heartbeat is recent enough (domain's rule), in both forms the spec shows. */
export function onlineStatus(lastSeen: Date | null, now: Date) {
  const online = isOnline(lastSeen, now);
  return { isOnline: online, status: online ? ('online' as const) : ('offline' as const) };
}

type MonitoredLicenceRow = Awaited<ReturnType<typeof monitoredLicences>>['rows'][number];

export function monitoredLicenceView(row: MonitoredLicenceRow, now: Date) {
  return {
    _id: row.licence_id,
    licenseKey: row.license_key,
    accountNumber: Number(row.account_number),
    status: row.status,
    ...(row.expires_at ? { expiresAt: row.expires_at.toISOString() } : {}),
    userId: { _id: row.user_id, username: row.username, email: row.email },
    isOnline: isOnline(row.last_seen, now),
    lastSeen: row.last_seen?.toISOString() ?? null,
    eaVersion: row.ea_version,
    dealCount: row.deal_count ?? 0,
    equityCount: row.equity_count ?? 0,
  };
}
