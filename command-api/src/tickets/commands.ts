// Ticket commands (spec §7 Tickets): open a ticket, post a message, change the status (admins), rate a
// resolved ticket (its owner). Ownership and role are decided by the domain with the caller's identity.
import type { Actor } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problemResponses } from '../contracts/envelope.js';
import {
  changeTicketStatusRequestSchema,
  createTicketRequestSchema,
  postTicketMessageRequestSchema,
  rateTicketRequestSchema,
  TICKET_NOTICES,
  ticketIdParamsSchema,
  ticketResponseSchema,
} from '../contracts/tickets.js';
import type { AuthenticatedUser } from '../plugins/app/auth.js';
import type { TicketService } from './service.js';
import { ticketViewerOf } from './views.js';

const errors = problemResponses(400, 401, 403, 404, 409, 429, 503);
const tags = ['tickets'];
/** New tickets a user may open in an hour: plenty for real questions, a stop for floods of admin email. */
export const TICKETS_PER_HOUR = 30;

const actorOf = (user: AuthenticatedUser): Actor => (user.isAdmin ? `admin:${user.id}` : `user:${user.id}`);

/** Per signed-in user, after authentication: enough for a real conversation, not for flooding the inbox. */
const perUser = (max: number, timeWindow: number) => ({
  rateLimit: {
    max,
    timeWindow,
    hook: 'preHandler' as const,
    keyGenerator: (request: { user: AuthenticatedUser | null; routeOptions: { url?: string } }) =>
      `${request.routeOptions.url}:${request.user?.id}`,
  },
});

const ticketCommands: FastifyPluginAsyncZod<{ tickets: TicketService }> = async (app, { tickets }) => {
  app.post(
    '/api/tickets',
    {
      config: { access: 'user', ...perUser(TICKETS_PER_HOUR, 3_600_000) },
      schema: {
        tags,
        summary: 'Open a support ticket',
        body: createTicketRequestSchema,
        response: { 201: ticketResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const ticket = await tickets.open(
        request.body,
        ticketViewerOf(user),
        request.eventMetadata(actorOf(user)),
      );
      return reply.status(201).send({ success: true, ticket, message: TICKET_NOTICES.created });
    },
  );

  app.post(
    '/api/tickets/:id/messages',
    {
      config: { access: 'owner', ...perUser(60, 60_000) },
      schema: {
        tags,
        summary: 'Post a message on a ticket (admins may mark it internal: the owner never sees it)',
        params: ticketIdParamsSchema,
        body: postTicketMessageRequestSchema,
        response: { 200: ticketResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = request.user!;
      const ticket = await tickets.postMessage(
        request.params.id,
        request.body,
        ticketViewerOf(user),
        request.eventMetadata(actorOf(user)),
      );
      return { success: true as const, ticket, message: TICKET_NOTICES.messageSent };
    },
  );

  app.patch(
    '/api/tickets/:id/status',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Set the status of a ticket (admin)',
        params: ticketIdParamsSchema,
        body: changeTicketStatusRequestSchema,
        response: { 200: ticketResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = request.user!;
      const ticket = await tickets.changeStatus(
        request.params.id,
        request.body.status,
        ticketViewerOf(user),
        request.eventMetadata(actorOf(user)),
      );
      return { success: true as const, ticket, message: TICKET_NOTICES.statusUpdated };
    },
  );

  app.post(
    '/api/tickets/:id/satisfaction',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: "Rate the support on one's own resolved ticket (once)",
        params: ticketIdParamsSchema,
        body: rateTicketRequestSchema,
        response: { 200: ticketResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = request.user!;
      const ticket = await tickets.rate(
        request.params.id,
        { rating: request.body.rating, feedback: request.body.feedback ?? null },
        ticketViewerOf(user),
        request.eventMetadata(actorOf(user)),
      );
      return { success: true as const, ticket, message: TICKET_NOTICES.rated };
    },
  );
};

export default ticketCommands;
