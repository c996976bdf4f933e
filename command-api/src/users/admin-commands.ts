// Admin commands on accounts (spec §7 'Licences and users'): change roles, delete. The last admin can
// neither lose the role nor be deleted; deleting erases the person's data (see
// projections/src/reactors/account-erasure.ts).
import { userError } from '@shop/domain';
import { type ReadModels, usersProjector } from '@shop/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { problemResponses } from '../contracts/envelope.js';
import {
  USER_NOTICES,
  updateUserRequestSchema,
  userDeletedResponseSchema,
  userIdParamsSchema,
  userUpdatedResponseSchema,
} from '../contracts/users.js';
import { awaitProjection } from '../http/read-your-writes.js';
import type { UserAdmin } from './user-admin.js';
import { userViewFromState } from './views.js';

// 401 also when the admin's second factor is older than the step-up allows.
const errors = problemResponses(400, 401, 403, 404, 409);
const tags = ['accounts'];

const userAdminCommands: FastifyPluginAsyncZod<{ userAdmin: UserAdmin; db: Kysely<ReadModels> }> = async (
  app,
  { userAdmin, db },
) => {
  app.put(
    '/api/users/:id',
    {
      config: { access: 'admin', stepUp: true },
      schema: {
        tags,
        summary: 'Change a user’s roles (admin): admin first when granted, user only when taken',
        params: userIdParamsSchema,
        body: updateUserRequestSchema,
        response: { 200: userUpdatedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { state, position } = await userAdmin.setRoles(
        request.params.id,
        request.body.roles,
        request.eventMetadata(`admin:${request.user!.id}`),
      );
      if (state.status !== 'active') throw userError.notFound();
      // The admin list and role checks read the users read model: answer once it shows the change.
      await awaitProjection(db, usersProjector.id, position);
      return { success: true as const, user: userViewFromState(state), message: USER_NOTICES.updated };
    },
  );

  app.delete(
    '/api/users/:id',
    {
      config: { access: 'admin', stepUp: true },
      schema: {
        tags,
        summary: 'Delete a user and erase their personal data (admin)',
        params: userIdParamsSchema,
        response: { 200: userDeletedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { position } = await userAdmin.deleteAccount(
        request.params.id,
        request.eventMetadata(`admin:${request.user!.id}`),
      );
      await awaitProjection(db, usersProjector.id, position);
      return { success: true as const, message: USER_NOTICES.deleted };
    },
  );
};

export default userAdminCommands;
