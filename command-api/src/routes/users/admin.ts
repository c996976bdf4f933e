// Admin calls on accounts (spec §7 'Licences and users'): one user with their licences, change roles,
// delete. The last admin can neither lose the role nor be deleted; deleting erases the person's data
// (see projections/src/reactors/account-erasure.ts).
import { userError } from '@shop/domain';
import { findUserById, licencesOfUser, usersProjector } from '@shop/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UserAdmin } from '../../accounts/user-admin.js';
import { bearerSecurity, problemResponses } from '../../contracts/envelope.js';
import {
  USER_NOTICES,
  updateUserRequestSchema,
  userDeletedResponseSchema,
  userDetailResponseSchema,
  userIdParamsSchema,
  userUpdatedResponseSchema,
} from '../../contracts/users.js';
import { awaitProjection } from '../../http/read-your-writes.js';
import { licenceViewFromRow } from '../../licences/licence-view.js';
import { userViewFromRow, userViewFromState } from './user-view.js';

const errors = problemResponses(400, 401, 403, 404, 409);
const tags = ['accounts'];
const security = bearerSecurity;

const userAdminRoutes: FastifyPluginAsyncZod<{ userAdmin: UserAdmin }> = async (app, { userAdmin }) => {
  const { db, config, clock } = app.deps;

  app.get(
    '/api/users/:id',
    {
      onRequest: app.requireAdmin,
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        summary: 'One user with their licences (admin)',
        params: userIdParamsSchema,
        response: { 200: userDetailResponseSchema, ...errors },
      },
    },
    async (request) => {
      const [row, licenceRows] = await Promise.all([
        findUserById(db, request.params.id),
        licencesOfUser(db, request.params.id),
      ]);
      if (!row) throw userError.notFound();
      const now = clock();
      return {
        success: true as const,
        user: userViewFromRow(row),
        licenses: licenceRows.map((licence) =>
          licenceViewFromRow(licence, config.accountChangeAllowance, now),
        ),
      };
    },
  );

  app.put(
    '/api/users/:id',
    {
      onRequest: app.requireAdmin,
      config: { access: 'admin' },
      schema: {
        tags,
        security,
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
      onRequest: app.requireAdmin,
      config: { access: 'admin' },
      schema: {
        tags,
        security,
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

export default userAdminRoutes;
