// Ticket queries (spec §7 Tickets): a page of the caller's tickets (every ticket for admins) with
// filters and an optional order, the same with a search, one ticket, and every ticket as a streamed CSV
// file (admins). Read models only; users never see internal notes.
import { ticketError } from '@shop/domain';
import {
  findTicket,
  type ReadModels,
  rowsInOneSnapshot,
  sortedTickets,
  ticketsPage,
} from '@shop/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { problemResponses } from '../contracts/envelope.js';
import {
  listTicketsQuerySchema,
  searchTicketsQuerySchema,
  ticketIdParamsSchema,
  ticketResponseSchema,
  ticketsResponseSchema,
} from '../contracts/tickets.js';
import { csvExportResponses, sendCsvExport } from '../http/csv-stream.js';
import type { AuthenticatedUser } from '../plugins/app/auth.js';
import { TICKET_CSV_COLUMNS, TICKETS_CSV_NAME } from './csv-columns.js';
import { ticketPagination, ticketViewerOf, ticketViews } from './views.js';

const errors = problemResponses(400, 401, 404);
const tags = ['tickets'];
/** Tickets, their messages and their owners' and senders' names: admins share, each user has their own. */
const ticketLists = { readModels: ['tickets', 'users'], sharing: 'admins-and-own' as const };

/** The admin list's filters, search and sort, without its page. */
const ticketsExportQuerySchema = searchTicketsQuerySchema.omit({ page: true, limit: true });

/** A list's query; the search's also carries its text. */
type TicketsQuery = z.output<typeof listTicketsQuerySchema> & { q?: string };

export interface TicketQueriesOptions {
  db: Kysely<ReadModels>;
  /** The export's file is named with the day. */
  clock: () => Date;
}

const ticketQueries: FastifyPluginAsyncZod<TicketQueriesOptions> = async (app, { db, clock }) => {
  async function page(user: AuthenticatedUser, query: TicketsQuery) {
    const viewer = ticketViewerOf(user);
    const { q, page: current, limit, sort, order, ...filters } = query;
    const { rows, total } = await ticketsPage(
      db,
      viewer,
      { ...filters, search: q },
      { page: current, limit },
      { sort, direction: order },
    );
    return {
      success: true as const,
      tickets: await ticketViews(db, rows, viewer),
      pagination: ticketPagination(total, current, limit),
    };
  }

  app.get(
    '/api/tickets',
    {
      // Every admin sees the same tickets and notes; a user sees their own, without notes.
      config: { access: 'user', listCache: ticketLists },
      schema: {
        tags,
        summary: 'Your tickets (every ticket for admins), newest activity first unless sorted',
        querystring: listTicketsQuerySchema,
        response: { 200: ticketsResponseSchema, ...errors },
      },
    },
    async (request) => page(request.user!, request.query),
  );

  app.get(
    '/api/tickets/search',
    {
      config: { access: 'user', listCache: ticketLists },
      schema: {
        tags,
        summary: 'Search subject, description, messages and ticket number',
        querystring: searchTicketsQuerySchema,
        response: { 200: ticketsResponseSchema, ...errors },
      },
    },
    async (request) => page(request.user!, request.query),
  );

  app.get(
    '/api/tickets/export.csv',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Every ticket GET /api/tickets (or /search, with q) lists to an admin, filtered and sorted alike, as a streamed CSV file (admin)',
        querystring: ticketsExportQuerySchema,
        response: csvExportResponses,
      },
    },
    async (request, reply) => {
      const { q, sort, order, ...filters } = request.query;
      const viewer = ticketViewerOf(request.user!);
      const rows = rowsInOneSnapshot(db, (tx) =>
        sortedTickets(tx, viewer, { ...filters, search: q || undefined }, { sort, direction: order }),
      );
      return sendCsvExport(reply, {
        name: TICKETS_CSV_NAME,
        now: clock(),
        columns: TICKET_CSV_COLUMNS,
        batches: rows,
      });
    },
  );

  app.get(
    '/api/tickets/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'One ticket with its conversation',
        params: ticketIdParamsSchema,
        response: { 200: ticketResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = ticketViewerOf(request.user!);
      const row = await findTicket(db, viewer, request.params.id);
      if (!row) throw ticketError.notFound();
      const [ticket] = await ticketViews(db, [row], viewer);
      return { success: true as const, ticket: ticket! };
    },
  );
};

export default ticketQueries;
