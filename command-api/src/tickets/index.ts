// The tickets resource (spec §7 Tickets): open, converse, change the status (admins), rate (owners),
// and the lists and one ticket. Builds the ticket service from the app's dependencies for the route
// modules.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import ticketCommands from './commands.js';
import ticketQueries from './queries.js';
import { createTicketService } from './service.js';

const tickets: FastifyPluginAsyncZod = async (app) => {
  const { store, db, clock } = app.deps;
  await app.register(ticketCommands, { tickets: createTicketService({ store, db, clock }) });
  await app.register(ticketQueries, { db, clock });
};

export default tickets;
