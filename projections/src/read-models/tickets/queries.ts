// Reads of support tickets for the API: pages of a viewer's tickets (filtered, optionally searched and
// sorted), one ticket, and conversations. A user's view never includes, nor is searched through, internal notes.
import { parseTicketNumber, TICKET_PRIORITIES, TICKET_STATUSES } from '@shop/domain';
import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import { likePattern } from '../../db/like.js';
import { countRows, inOneSnapshot } from '../../db/paged.js';
import type { ReadModels } from '../../db/schema.js';

/** Who is looking: admins see every ticket and every note, users their own tickets without notes. */
export interface TicketViewer {
  userId: string;
  isAdmin: boolean;
}

export interface TicketFilters {
  status?: string;
  category?: string;
  priority?: string;
  /** Text in the subject, description or a visible message, or a ticket number. */
  search?: string;
}

export type TicketListSort = 'number' | 'subject' | 'status' | 'priority' | 'lastActivity' | 'createdAt';

export interface TicketListOrder {
  /** None: the newest activity (as the viewer sees it) first. */
  sort?: TicketListSort;
  /** Unless told: down without `sort`, up with it. */
  direction?: 'asc' | 'desc';
}

type TicketsScope = ExpressionBuilder<ReadModels, 'tickets'>;

function matchesSearch(eb: TicketsScope, search: string, viewer: TicketViewer): Expression<SqlBool> {
  const pattern = likePattern(search);
  const inMessages = eb.exists(
    eb
      .selectFrom('ticket_messages as m')
      .select(sql`1`.as('one'))
      .whereRef('m.ticket_id', '=', 'tickets.ticket_id')
      .where('m.message', 'ilike', pattern)
      .$if(!viewer.isAdmin, (query) => query.where('m.is_internal', '=', false)),
  );
  const number = parseTicketNumber(search);
  return eb.or([
    eb('tickets.subject', 'ilike', pattern),
    eb('tickets.description', 'ilike', pattern),
    inMessages,
    ...(number === undefined ? [] : [eb('tickets.ticket_number', '=', number)]),
  ]);
}

function visibleTickets(db: Kysely<ReadModels>, viewer: TicketViewer, filters: TicketFilters) {
  const search = filters.search?.trim();
  return db
    .selectFrom('tickets')
    .$if(!viewer.isAdmin, (query) => query.where('tickets.user_id', '=', viewer.userId))
    .$if(filters.status !== undefined, (query) => query.where('tickets.status', '=', filters.status!))
    .$if(filters.category !== undefined, (query) => query.where('tickets.category', '=', filters.category!))
    .$if(filters.priority !== undefined, (query) => query.where('tickets.priority', '=', filters.priority!))
    .$if(Boolean(search), (query) => query.where((eb) => matchesSearch(eb, search!, viewer)));
}

function withOwner(db: Kysely<ReadModels>) {
  return db.selectFrom('tickets').innerJoin('users', 'users.user_id', 'tickets.user_id');
}

/** Where a status or priority stands in the domain's order (open → closed, low → urgent). */
const rankIn = (values: readonly string[], column: string) =>
  sql<number>`array_position(${[...values]}::text[], ${sql.ref(column)})`;

/** What the list is ordered by; the latest activity is the one the viewer may see. */
function sortExpression(sort: TicketListSort, viewer: TicketViewer): RawBuilder<unknown> {
  switch (sort) {
    case 'number':
      return sql.ref('tickets.ticket_number');
    case 'subject':
      return sql`lower(tickets.subject)`;
    case 'status':
      return rankIn(TICKET_STATUSES, 'tickets.status');
    case 'priority':
      return rankIn(TICKET_PRIORITIES, 'tickets.priority');
    case 'createdAt':
      return sql.ref('tickets.created_at');
    case 'lastActivity':
      return sql.ref(viewer.isAdmin ? 'tickets.last_activity' : 'tickets.owner_last_activity');
  }
}

/**
 * One page of the tickets the viewer may see, in the order asked for (newest activity first unless
 * told; the ticket number, the same way, breaks ties), and how many in all.
 */
export function ticketsPage(
  db: Kysely<ReadModels>,
  viewer: TicketViewer,
  filters: TicketFilters,
  page: { page: number; limit: number },
  order: TicketListOrder = {},
) {
  const direction = listDirection(order);
  return inOneSnapshot(db, async (tx) => {
    const visible = visibleTickets(tx, viewer, filters);
    const ids = await visible
      .select('tickets.ticket_id')
      .orderBy(sortExpression(order.sort ?? 'lastActivity', viewer), direction)
      .orderBy('tickets.ticket_number', direction)
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute();
    const rows =
      ids.length === 0
        ? []
        : await ticketsWithOwner(
            tx,
            ids.map((row) => row.ticket_id),
          );
    return { rows, total: await countRows(visible) };
  });
}

/**
 * Every ticket the viewer may see matching `filters`, with its owner's name and email, in the order
 * ticketsPage pages through: unpaged and unexecuted, for the CSV export.
 */
export function sortedTickets(
  db: Kysely<ReadModels>,
  viewer: TicketViewer,
  filters: TicketFilters,
  order: TicketListOrder = {},
) {
  const direction = listDirection(order);
  return visibleTickets(db, viewer, filters)
    .innerJoin('users', 'users.user_id', 'tickets.user_id')
    .selectAll('tickets')
    .select(['users.username', 'users.email'])
    .orderBy(sortExpression(order.sort ?? 'lastActivity', viewer), direction)
    .orderBy('tickets.ticket_number', direction);
}

const listDirection = (order: TicketListOrder) =>
  order.direction ?? (order.sort === undefined ? 'desc' : 'asc');

export type TicketWithOwner = Awaited<ReturnType<typeof ticketsWithOwner>>[number];

/** The tickets, in the order of `ticketIds`, each with its owner's name and email. */
async function ticketsWithOwner(db: Kysely<ReadModels>, ticketIds: readonly string[]) {
  const rows = await withOwner(db)
    .selectAll('tickets')
    .select(['users.username', 'users.email'])
    .where('tickets.ticket_id', 'in', ticketIds)
    .execute();
  const byId = new Map(rows.map((row) => [row.ticket_id, row]));
  return ticketIds.flatMap((id) => byId.get(id) ?? []);
}

/** The ticket if the viewer may see it: to a user, someone else's ticket does not exist. */
export async function findTicket(db: Kysely<ReadModels>, viewer: TicketViewer, ticketId: string) {
  const [row] = await ticketsWithOwner(db, [ticketId]);
  return row && (viewer.isAdmin || row.user_id === viewer.userId) ? row : undefined;
}

/** The conversations of these tickets, oldest message first, with each sender's username. */
export function ticketMessages(db: Kysely<ReadModels>, ticketIds: readonly string[], viewer: TicketViewer) {
  if (ticketIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('ticket_messages')
    .leftJoin('users', 'users.user_id', 'ticket_messages.sender_id')
    .selectAll('ticket_messages')
    .select('users.username')
    .where('ticket_messages.ticket_id', 'in', ticketIds)
    .$if(!viewer.isAdmin, (query) => query.where('ticket_messages.is_internal', '=', false))
    .orderBy('ticket_messages.created_at')
    .orderBy('ticket_messages.message_id')
    .execute();
}
