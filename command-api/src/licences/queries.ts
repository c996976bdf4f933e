// Licence queries: the admin list, a licence's account-number history (owner or admin) and its
// full audit trail (admin). Read models only.
import { accountNumberHistory, licenceHistory, listLicences, type ReadModels } from '@shop/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { bearerSecurity, problemResponses } from '../contracts/envelope.js';
import {
  accountHistoryResponseSchema,
  licenceEventsResponseSchema,
  licenceIdParamsSchema,
  licencesResponseSchema,
} from '../contracts/licences.js';
import type { LicenceService } from './service.js';
import { licenceViewFromRow } from './views.js';

const errors = problemResponses(401, 403, 404);
const tags = ['licences'];
const security = bearerSecurity;

export interface LicenceQueriesOptions {
  licences: LicenceService;
  db: Kysely<ReadModels>;
  clock: () => Date;
  /** Account-number changes a licence allows its owner (ACCOUNT_CHANGE_ALLOWANCE). */
  allowance: number;
}

const licenceQueries: FastifyPluginAsyncZod<LicenceQueriesOptions> = async (
  app,
  { licences, db, clock, allowance },
) => {
  app.get(
    '/api/licenses',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        summary: 'Every licence (admin)',
        response: { 200: licencesResponseSchema, ...errors },
      },
    },
    async () => {
      const now = clock();
      const rows = await listLicences(db);
      return {
        success: true as const,
        licenses: rows.map((row) => licenceViewFromRow(row, allowance, now)),
      };
    },
  );

  app.get(
    '/api/licenses/:id/account-history',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        security,
        summary: "A licence's account-number changes (owner or admin)",
        params: licenceIdParamsSchema,
        response: { 200: accountHistoryResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = request.user!;
      const row = await licences.visibleLicence(request.params.id, { id: user.id, isAdmin: user.isAdmin });
      const history = await accountNumberHistory(db, row.licence_id);
      const view = licenceViewFromRow(row, allowance, clock());
      return { success: true as const, history, changesRemaining: view.changesRemaining };
    },
  );

  app.get(
    '/api/licenses/:id/events',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        summary: "A licence's full audit trail (admin)",
        params: licenceIdParamsSchema,
        response: { 200: licenceEventsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await licences.visibleLicence(request.params.id, { id: request.user!.id, isAdmin: true });
      const events = await licenceHistory(db, row.licence_id);
      return {
        success: true as const,
        events: events.map((event) => ({
          type: event.type,
          revision: Number(event.revision),
          at: event.at.toISOString(),
          actor: event.actor,
          actorUsername: event.actor_username,
          data: event.data as Record<string, unknown>,
        })),
      };
    },
  );
};

export default licenceQueries;
