// Reads of robot telemetry for admin monitoring, the public performance figures, and the robot
// reports themselves (which deals are stored already).
import { type DealRecord, type EquitySample, ONLINE_WINDOW_MS } from '@shop/domain';
import { type Kysely, sql } from 'kysely';
import { likePattern } from '../../db/like.js';
import { countRows, inOneSnapshot } from '../../db/paged.js';
import type { ReadModels } from '../../db/schema.js';
import type { RobotDealRow, RobotEquityRow } from '../../db/tables/robot.js';

export interface Page {
  page: number;
  limit: number;
}

const offsetOf = ({ page, limit }: Page) => (page - 1) * limit;

function licencesWithRobots(db: Kysely<ReadModels>) {
  return db
    .selectFrom('licences')
    .innerJoin('users', 'users.user_id', 'licences.user_id')
    .leftJoin('robot_status', 'robot_status.licence_id', 'licences.licence_id');
}

export interface MonitoredLicenceFilters {
  /** Part of a licence key, account number, username or email. */
  search?: string;
  /** Online: a heartbeat within the domain's window before `now`; offline: none since (or never). */
  robot?: 'online' | 'offline';
}

export type MonitoredLicenceSort = 'account' | 'user' | 'key' | 'lastSeen' | 'eaVersion';

export interface MonitoredLicenceOrder {
  /** None: the robots heard from most recently first, those never heard from last. */
  sort?: MonitoredLicenceSort;
  direction?: 'asc' | 'desc';
}

function matchingMonitoredLicences(db: Kysely<ReadModels>, filters: MonitoredLicenceFilters, now: Date) {
  const onlineSince = new Date(now.getTime() - ONLINE_WINDOW_MS);
  return licencesWithRobots(db)
    .$if(Boolean(filters.search), (query) => {
      const pattern = likePattern(filters.search!);
      return query.where((eb) =>
        eb.or([
          eb('licences.license_key', 'ilike', pattern),
          eb(sql<string>`licences.account_number::text`, 'like', pattern),
          eb('users.username', 'ilike', pattern),
          eb('users.email', 'ilike', pattern),
        ]),
      );
    })
    .$if(filters.robot === 'online', (query) => query.where('robot_status.last_seen', '>=', onlineSince))
    .$if(filters.robot === 'offline', (query) =>
      query.where((eb) =>
        eb.or([eb('robot_status.last_seen', 'is', null), eb('robot_status.last_seen', '<', onlineSince)]),
      ),
    );
}

const MONITORED_SORT_COLUMNS = {
  account: 'licences.account_number',
  user: 'users.username',
  key: 'licences.license_key',
  lastSeen: 'robot_status.last_seen',
  eaVersion: 'robot_status.ea_version',
} as const;

/** A column in `direction`, a robot never heard from (no heartbeat, no version) counting as the lowest. */
function orderedBy(column: string, direction: 'asc' | 'desc') {
  return sql`${sql.ref(column)} ${sql.raw(direction === 'asc' ? 'asc nulls first' : 'desc nulls last')}`;
}

/**
 * Every licence matching `filters` with its robot's last heartbeat, in the order asked for (the licence
 * id breaks ties): unpaged and unexecuted, for the pages and the CSV export.
 */
export function sortedMonitoredLicences(
  db: Kysely<ReadModels>,
  filters: MonitoredLicenceFilters,
  order: MonitoredLicenceOrder,
  now: Date,
) {
  const direction = order.direction ?? 'asc';
  return matchingMonitoredLicences(db, filters, now)
    .selectAll('licences')
    .select([
      'users.username',
      'users.email',
      'robot_status.last_seen',
      'robot_status.ea_version',
      'robot_status.deal_count',
      'robot_status.equity_count',
    ])
    .$call((sorted) =>
      order.sort === undefined
        ? sorted.orderBy(sql`robot_status.last_seen desc nulls last`).orderBy('licences.licence_id')
        : sorted
            .orderBy(orderedBy(MONITORED_SORT_COLUMNS[order.sort], direction))
            .orderBy('licences.licence_id', direction),
    );
}

/** A page of sortedMonitoredLicences, and how many match `filters`, from one snapshot. */
export function monitoredLicences(
  db: Kysely<ReadModels>,
  filters: MonitoredLicenceFilters,
  order: MonitoredLicenceOrder,
  page: Page,
  now: Date,
) {
  return inOneSnapshot(db, async (tx) => {
    const rows = await sortedMonitoredLicences(tx, filters, order, now)
      .limit(page.limit)
      .offset(offsetOf(page))
      .execute();
    return { rows, total: await countRows(matchingMonitoredLicences(tx, filters, now)) };
  });
}

export function robotStatusOf(db: Kysely<ReadModels>, licenceId: string) {
  return db.selectFrom('robot_status').selectAll().where('licence_id', '=', licenceId).executeTakeFirst();
}

/** Every licence not revoked, with its robot's last heartbeat (spec §7 accounts/status). */
export function accountsWithStatus(db: Kysely<ReadModels>) {
  return licencesWithRobots(db)
    .select([
      'licences.licence_id',
      'licences.account_number',
      'users.username',
      'users.email',
      'robot_status.last_seen',
    ])
    .where('licences.status', '!=', 'revoked')
    .orderBy(sql`robot_status.last_seen desc nulls last`)
    .limit(5_000)
    .execute();
}

export function dealsPage(db: Kysely<ReadModels>, licenceId: string, page: Page) {
  return inOneSnapshot(db, async (tx) => {
    const base = tx.selectFrom('robot_deals').where('licence_id', '=', licenceId);
    const rows = await base
      .selectAll()
      .orderBy('time', 'desc')
      .orderBy('ticket')
      .limit(page.limit)
      .offset(offsetOf(page))
      .execute();
    return { rows, total: await countRows(base) };
  });
}

export function positionsPage(
  db: Kysely<ReadModels>,
  licenceId: string,
  status: 'all' | 'OPEN' | 'CLOSED',
  page: Page,
) {
  return inOneSnapshot(db, async (tx) => {
    let base = tx.selectFrom('robot_positions').where('licence_id', '=', licenceId);
    if (status !== 'all') base = base.where('status', '=', status);
    const rows = await base
      .selectAll()
      .orderBy('status', 'desc')
      .orderBy('open_time', 'desc')
      .limit(page.limit)
      .offset(offsetOf(page))
      .execute();
    return { rows, total: await countRows(base) };
  });
}

/** Every deal of a licence, oldest first (for its metrics). */
export function allDeals(db: Kysely<ReadModels>, licenceId: string) {
  return db
    .selectFrom('robot_deals')
    .selectAll()
    .where('licence_id', '=', licenceId)
    .orderBy('time')
    .execute();
}

/** Equity samples since `since` (all when null), oldest first. */
export function equitySince(db: Kysely<ReadModels>, licenceId: string, since: Date | null) {
  let query = db.selectFrom('robot_equity').selectAll().where('licence_id', '=', licenceId);
  if (since) query = query.where('time', '>=', since);
  return query.orderBy('time').execute();
}

/** Those of `tickets` the licence's deals already hold: a repeated report stores nothing new. */
export async function knownDealTickets(
  db: Kysely<ReadModels>,
  licenceId: string,
  tickets: readonly string[],
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('robot_deals')
    .select('ticket')
    .where('licence_id', '=', licenceId)
    .where('ticket', 'in', tickets)
    .execute();
  return new Set(rows.map((row) => row.ticket));
}

/** Every deal of a licence as the domain's records, oldest first: what its metrics are computed from. */
export async function dealRecords(db: Kysely<ReadModels>, licenceId: string): Promise<DealRecord[]> {
  return (await allDeals(db, licenceId)).map(dealRecordOf);
}

/** A deal row as the domain's record. */
export const dealRecordOf = (row: RobotDealRow): DealRecord => ({
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
});

/** Every equity sample of a licence as the domain's records, oldest first. */
export async function equitySamples(db: Kysely<ReadModels>, licenceId: string): Promise<EquitySample[]> {
  return (await equitySince(db, licenceId, null)).map(equitySampleOf);
}

/** An equity row as the domain's sample. */
export const equitySampleOf = (row: RobotEquityRow): EquitySample => ({
  time: row.time.toISOString(),
  balance: row.balance,
  equity: row.equity,
});
