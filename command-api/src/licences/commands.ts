// Licence commands (spec §7 'Licences and users'): issue and revoke (admin), change the account
// number (the owner within the allowance, or an admin without limit).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problemResponses } from '../contracts/envelope.js';
import {
  changeAccountNumberRequestSchema,
  changeAccountNumberResponseSchema,
  issueLicenceRequestSchema,
  LICENCE_NOTICES,
  licenceIdParamsSchema,
  licenceResponseSchema,
  revokeLicenceRequestSchema,
} from '../contracts/licences.js';
import type { LicenceService } from './service.js';

const errors = problemResponses(400, 401, 403, 404, 409);
const tags = ['licences'];

const licenceCommands: FastifyPluginAsyncZod<{ licences: LicenceService }> = async (app, { licences }) => {
  app.post(
    '/api/licenses',
    {
      config: { access: 'admin', stepUp: true },
      schema: {
        tags,
        summary: 'Issue a licence to a user (admin)',
        body: issueLicenceRequestSchema,
        response: { 201: licenceResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const admin = request.user!;
      const license = await licences.issue(
        request.body,
        admin.id,
        request.eventMetadata(`admin:${admin.id}`),
      );
      return reply.status(201).send({ success: true, license, message: LICENCE_NOTICES.issued });
    },
  );

  app.patch(
    '/api/licenses/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Revoke a licence (admin, irreversible)',
        params: licenceIdParamsSchema,
        body: revokeLicenceRequestSchema,
        response: { 200: licenceResponseSchema, ...errors },
      },
    },
    async (request) => {
      const admin = request.user!;
      const license = await licences.revoke(
        request.params.id,
        admin.id,
        request.eventMetadata(`admin:${admin.id}`),
      );
      return { success: true as const, license, message: LICENCE_NOTICES.revoked };
    },
  );

  for (const by of ['user', 'admin'] as const) {
    app.patch(
      by === 'user' ? '/api/licenses/:id/account-number' : '/api/licenses/:id/account-number/admin',
      {
        config: { access: by === 'user' ? 'owner' : 'admin' },
        schema: {
          tags,
          summary:
            by === 'user'
              ? "Change the account number of one's own active licence"
              : 'Change any licence account number (admin, no limit)',
          params: licenceIdParamsSchema,
          body: changeAccountNumberRequestSchema,
          response: { 200: changeAccountNumberResponseSchema, ...errors },
        },
      },
      async (request) => {
        const actor = request.user!;
        const license = await licences.changeAccountNumber(
          request.params.id,
          request.body,
          by,
          actor,
          request.eventMetadata(`${by}:${actor.id}`),
        );
        return {
          success: true as const,
          license,
          changesRemaining: license.changesRemaining,
          message: LICENCE_NOTICES.accountNumberChanged,
        };
      },
    );
  }
};

export default licenceCommands;
