// The admin overview's figures, each counted in SQL from the read model its section lists: revenue from
// the ledger (the Finance totals), orders, licences, robots' last heartbeats and tickets.
import { ONLINE_WINDOW_MS } from '@shop/domain';
import { type Kysely, sql } from 'kysely';
import type { ReadModels } from '../../db/schema.js';
import { type LedgerTotals, ledgerTotals } from '../ledger/queries.js';
import { NEEDS_DECISION_STATUSES } from '../orders/admin-list.js';

const DAY_MS = 86_400_000;
/** Licences expiring within this many days count as expiring soon. */
const EXPIRING_WITHIN_DAYS = 7;

export interface OverviewFigures {
  revenue: { today: LedgerTotals; last7Days: LedgerTotals; last30Days: LedgerTotals };
  orders: { awaitingPayment: number; verifying: number };
  /** Payments an admin may confirm or reject (verifying, underpaid, late): the Payments section's list. */
  paymentsNeedingDecision: number;
  licences: { active: number; expiringWithin7Days: number };
  robots: { online: number; offline: number };
  openTickets: number;
}

/** 00:00 UTC of the day `now` falls in. */
function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** Net, gross and refunds since 00:00 UTC and over the 7 and 30 days up to now, as the ledger totals them. */
async function revenueFigures(db: Kysely<ReadModels>, now: Date) {
  const [today, last7Days, last30Days] = await Promise.all([
    ledgerTotals(db, { from: startOfUtcDay(now) }),
    ledgerTotals(db, { from: new Date(now.getTime() - 7 * DAY_MS) }),
    ledgerTotals(db, { from: new Date(now.getTime() - 30 * DAY_MS) }),
  ]);
  return { today, last7Days, last30Days };
}

async function orderFigures(db: Kysely<ReadModels>) {
  const row = await db
    .selectFrom('orders')
    .select([
      sql<string>`count(*) filter (where status = 'pending')`.as('awaitingPayment'),
      sql<string>`count(*) filter (where status = 'verifying')`.as('verifying'),
      sql<string>`count(*) filter (where status in (${sql.join([...NEEDS_DECISION_STATUSES])}))`.as(
        'needsDecision',
      ),
    ])
    .executeTakeFirstOrThrow();
  return {
    orders: { awaitingPayment: Number(row.awaitingPayment), verifying: Number(row.verifying) },
    paymentsNeedingDecision: Number(row.needsDecision),
  };
}

/** Active as the licence list shows it: recorded active and not yet past its end (lifetime never ends). */
async function licenceFigures(db: Kysely<ReadModels>, now: Date) {
  const soon = new Date(now.getTime() + EXPIRING_WITHIN_DAYS * DAY_MS);
  const row = await db
    .selectFrom('licences')
    .innerJoin('users', 'users.user_id', 'licences.user_id')
    .select([
      sql<string>`count(*) filter (where licences.expires_at is null or licences.expires_at > ${now})`.as(
        'active',
      ),
      sql<string>`count(*) filter (where licences.expires_at > ${now} and licences.expires_at <= ${soon})`.as(
        'expiring',
      ),
    ])
    .where('licences.status', '=', 'active')
    .executeTakeFirstOrThrow();
  return { active: Number(row.active), expiringWithin7Days: Number(row.expiring) };
}

/** As EA Monitoring's account status: every licence not revoked, online when its last heartbeat is recent. */
async function robotFigures(db: Kysely<ReadModels>, now: Date) {
  const since = new Date(now.getTime() - ONLINE_WINDOW_MS);
  const row = await db
    .selectFrom('licences')
    .innerJoin('users', 'users.user_id', 'licences.user_id')
    .leftJoin('robot_status', 'robot_status.licence_id', 'licences.licence_id')
    .select([
      sql<string>`count(*) filter (where robot_status.last_seen >= ${since})`.as('online'),
      sql<string>`count(*)`.as('all'),
    ])
    .where('licences.status', '!=', 'revoked')
    .executeTakeFirstOrThrow();
  const online = Number(row.online);
  return { online, offline: Number(row.all) - online };
}

/** Tickets in the status 'open': new or answered by their owner, waiting on an admin. */
async function openTicketCount(db: Kysely<ReadModels>) {
  const row = await db
    .selectFrom('tickets')
    .select((eb) => eb.fn.countAll<string>().as('open'))
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  return Number(row.open);
}

/** Every figure of the overview as the read models hold them at `now`. */
export async function overviewFigures(db: Kysely<ReadModels>, now: Date): Promise<OverviewFigures> {
  const [revenue, orders, licences, robots, openTickets] = await Promise.all([
    revenueFigures(db, now),
    orderFigures(db),
    licenceFigures(db, now),
    robotFigures(db, now),
    openTicketCount(db),
  ]);
  return { revenue, ...orders, licences, robots, openTickets };
}
