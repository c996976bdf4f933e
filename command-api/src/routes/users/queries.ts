// GET /api/users/me: the caller's account (and, from the licences issue on, their licences).
import { findUserById } from '@shop/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadUser } from '../../accounts/directory.js';
import { problemSchema } from '../../contracts/envelope.js';
import { currentUserResponseSchema } from '../../contracts/users.js';
import { userViewFromRow, userViewFromState } from './user-view.js';

const userQueries: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user and their licences',
        security: [{ bearer: [] }],
        response: { 200: currentUserResponseSchema, 401: problemSchema },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const row = await findUserById(app.deps.db, userId);
      // Right after a Google sign-up the read model may be a few milliseconds behind the stream.
      const state = row ? undefined : await loadUser(app.deps.store, userId);
      const user = row
        ? userViewFromRow(row)
        : state?.status === 'active'
          ? userViewFromState(state)
          : undefined;
      if (!user) throw new Error(`Authenticated user ${userId} has no account`);
      return { success: true as const, user, licenses: [] };
    },
  );
};

export default userQueries;
