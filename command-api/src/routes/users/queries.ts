// User queries: the caller's account with their licences, and the account list for admins.
import { findUserById, licencesOfUser, listUsers } from '@shop/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadUser } from '../../accounts/directory.js';
import { problemSchema } from '../../contracts/envelope.js';
import { currentUserResponseSchema, usersResponseSchema } from '../../contracts/users.js';
import { licenceViewFromRow } from '../../licences/licence-view.js';
import { userViewFromRow, userViewFromState } from './user-view.js';

const userQueries: FastifyPluginAsyncZod = async (app) => {
  const { db, store, config, clock } = app.deps;

  app.get(
    '/api/users/me',
    {
      onRequest: app.authenticate,
      config: { access: 'user' },
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user and their licences',
        security: [{ bearer: [] }],
        response: { 200: currentUserResponseSchema, 401: problemSchema },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const [row, licenceRows] = await Promise.all([findUserById(db, userId), licencesOfUser(db, userId)]);
      // Right after a Google sign-up the read model may be a few milliseconds behind the stream.
      const state = row ? undefined : await loadUser(store, userId);
      const user = row
        ? userViewFromRow(row)
        : state?.status === 'active'
          ? userViewFromState(state)
          : undefined;
      if (!user) throw new Error(`Authenticated user ${userId} has no account`);
      const now = clock();
      const licenses = licenceRows.map((licence) =>
        licenceViewFromRow(licence, config.accountChangeAllowance, now),
      );
      return { success: true as const, user, licenses };
    },
  );

  app.get(
    '/api/users',
    {
      onRequest: app.requireAdmin,
      config: { access: 'admin' },
      schema: {
        tags: ['accounts'],
        summary: 'Every user account (admin)',
        security: [{ bearer: [] }],
        response: { 200: usersResponseSchema, 401: problemSchema, 403: problemSchema },
      },
    },
    async () => ({ success: true as const, users: (await listUsers(db)).map(userViewFromRow) }),
  );
};

export default userQueries;
