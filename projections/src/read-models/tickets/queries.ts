// Reads of support tickets for the API: pages of a viewer's tickets (filtered, optionally searched),
// one ticket, and conversations. A user's view never includes, nor is searched through, internal notes.
import { parseTicketNumber } from '@shop/domain';
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
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

/** One page of the tickets the viewer may see, newest activity (as they see it) first, and how many in all. */
export function ticketsPage(
  db: Kysely<ReadModels>,
  viewer: TicketViewer,
  filters: TicketFilters,
  page: { page: number; limit: number },
) {
  return inOneSnapshot(db, async (tx) => {
    const visible = visibleTickets(tx, viewer, filters);
    const ids = await visible
      .select('tickets.ticket_id')
      .orderBy(viewer.isAdmin ? 'tickets.last_activity' : 'tickets.owner_last_activity', 'desc')
      .orderBy('tickets.ticket_number', 'desc')
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
