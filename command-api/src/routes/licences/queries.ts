// Licence queries: the admin list, a licence's account-number history (owner or admin) and its
// full audit trail (admin). Read models only.
import { licenceHistory, listLicences } from '@shop/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, problemResponses } from '../../contracts/envelope.js';
import {
  accountHistoryResponseSchema,
  licenceEventsResponseSchema,
  licenceIdParamsSchema,
  licencesResponseSchema,
} from '../../contracts/licences.js';
import type { LicenceService } from '../../licences/licence-service.js';
import { licenceViewFromRow } from '../../licences/licence-view.js';

const errors = problemResponses(401, 403, 404);
const tags = ['licences'];
const security = bearerSecurity;

interface AccountNumberChangedData {
  from: number;
  to: number;
  changedBy: 'user' | 'admin';
  reason: string | null;
  changedAt: string;
}

const licenceQueries: FastifyPluginAsyncZod<{ licences: LicenceService }> = async (app, { licences }) => {
  const { db, config, clock } = app.deps;

  app.get(
    '/api/licenses',
    {
      onRequest: app.requireAdmin,
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
        licenses: rows.map((row) => licenceViewFromRow(row, config.accountChangeAllowance, now)),
      };
    },
  );

  app.get(
    '/api/licenses/:id/account-history',
    {
      onRequest: app.authenticate,
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
      const events = await licenceHistory(db, row.licence_id);
      const history = events
        .filter((event) => event.type === 'AccountNumberChanged')
        .map((event) => {
          const data = event.data as AccountNumberChangedData;
          return {
            accountNumber: data.to,
            previousAccountNumber: data.from,
            changedBy: data.changedBy,
            changedByUsername: event.actor_username,
            reason: data.reason,
            changedAt: data.changedAt,
          };
        });
      const view = licenceViewFromRow(row, config.accountChangeAllowance, clock());
      return { success: true as const, history, changesRemaining: view.changesRemaining };
    },
  );

  app.get(
    '/api/licenses/:id/events',
    {
      onRequest: app.requireAdmin,
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
