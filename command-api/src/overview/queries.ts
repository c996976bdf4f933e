// The overview call (admin): revenue today, over 7 and 30 days, orders and payments waiting, licences in
// force and expiring, robots online and offline, open tickets, all as of the app's clock.
import { overviewFigures, type ReadModels } from '@shop/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { problemResponses } from '../contracts/envelope.js';
import { overviewResponseSchema } from '../contracts/overview.js';
import { overviewView } from './views.js';

export interface OverviewQueriesOptions {
  db: Kysely<ReadModels>;
  clock: () => Date;
}

const overviewQueries: FastifyPluginAsyncZod<OverviewQueriesOptions> = async (app, { db, clock }) => {
  app.get(
    '/api/admin/overview',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['overview'],
        summary: 'The shop at a glance: revenue, orders, payments, licences, robots and tickets',
        response: { 200: overviewResponseSchema, ...problemResponses(401, 403) },
      },
    },
    async () => {
      const now = clock();
      return { success: true as const, overview: overviewView(await overviewFigures(db, now), now) };
    },
  );
};

export default overviewQueries;
