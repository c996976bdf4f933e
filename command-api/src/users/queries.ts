// User queries: the caller's account with their licences, the account list (admin) and one account
// with its licences (admin).
import { userError } from '@shop/domain';
import type { EventStore } from '@shop/infra';
import {
  adminUserList,
  findUserById,
  licencesOfUser,
  listUsers,
  type ReadModels,
  rowsInOneSnapshot,
  sortedUsers,
} from '@shop/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { problemResponses, problemSchema } from '../contracts/envelope.js';
import {
  currentUserResponseSchema,
  userDetailResponseSchema,
  userIdParamsSchema,
  usersQuerySchema,
  usersResponseSchema,
} from '../contracts/users.js';
import { csvExportResponses, mapBatches, sendCsvExport } from '../http/csv-stream.js';
import { TIME_DEPENDENT_MAX_AGE_MS } from '../http/list-cache.js';
import { keepNot } from '../http/list-cache-routes.js';
import { pagination } from '../http/pagination.js';
import { licenceViewFromRow } from '../licences/views.js';
import { USER_CSV_COLUMNS, USERS_CSV_NAME } from './csv-columns.js';
import { loadUser } from './directory.js';
import { userViewFromRow, userViewFromState } from './views.js';

/** The list's filters and sort, without its page. */
const usersExportQuerySchema = usersQuerySchema.omit({ page: true, limit: true });

export interface UserQueriesOptions {
  db: Kysely<ReadModels>;
  store: EventStore;
  clock: () => Date;
  /** Account-number changes a licence allows its owner (ACCOUNT_CHANGE_ALLOWANCE). */
  allowance: number;
}

const userQueries: FastifyPluginAsyncZod<UserQueriesOptions> = async (
  app,
  { db, store, clock, allowance },
) => {
  app.get(
    '/api/users/me',
    {
      config: {
        access: 'user',
        // Each caller's own; a licence's status depends on time and its robot counts are telemetry,
        // aged like time rather than versioned (http/list-cache.ts says why).
        listCache: { readModels: ['users', 'licences'], maxAgeMs: TIME_DEPENDENT_MAX_AGE_MS, sharing: 'own' },
      },
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user and their licences',
        response: { 200: currentUserResponseSchema, 401: problemSchema },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const [row, licenceRows] = await Promise.all([findUserById(db, userId), licencesOfUser(db, userId)]);
      // Right after a Google sign-up the read model may be a few milliseconds behind the stream.
      const state = row ? undefined : await loadUser(store, userId);
      if (state) keepNot(request);
      const user = row
        ? userViewFromRow(row)
        : state?.status === 'active'
          ? userViewFromState(state)
          : undefined;
      if (!user) throw new Error(`Authenticated user ${userId} has no account`);
      const now = clock();
      const licenses = licenceRows.map((licence) => licenceViewFromRow(licence, allowance, now));
      return { success: true as const, user, licenses };
    },
  );

  app.get(
    '/api/users',
    {
      config: { access: 'admin', listCache: { readModels: ['users'] } },
      schema: {
        tags: ['accounts'],
        summary: 'Every user account, or a filtered, sorted page of them (admin)',
        querystring: usersQuerySchema,
        response: { 200: usersResponseSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { role, q, sort, order, page, limit } = request.query;
      if (role === undefined && !q && sort === undefined && page === undefined) {
        return { success: true as const, users: (await listUsers(db)).map(userViewFromRow) };
      }
      const { rows, total } = await adminUserList(
        db,
        { role, search: q },
        { sort, direction: order },
        page === undefined ? undefined : { page, limit },
      );
      return {
        success: true as const,
        users: rows.map(userViewFromRow),
        ...(page === undefined ? {} : { pagination: pagination(total, page, limit) }),
      };
    },
  );

  app.get(
    '/api/users/export.csv',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['accounts'],
        summary:
          'The accounts GET /api/users lists, filtered and sorted alike, as a streamed CSV file (admin)',
        querystring: usersExportQuerySchema,
        response: csvExportResponses,
      },
    },
    async (request, reply) => {
      const { role, q, sort, order } = request.query;
      const rows = rowsInOneSnapshot(db, (tx) =>
        sortedUsers(tx, { role, search: q }, { sort, direction: order }),
      );
      return sendCsvExport(reply, {
        name: USERS_CSV_NAME,
        now: clock(),
        columns: USER_CSV_COLUMNS,
        batches: mapBatches(rows, userViewFromRow),
      });
    },
  );

  app.get(
    '/api/users/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['accounts'],
        summary: 'One user with their licences (admin)',
        params: userIdParamsSchema,
        response: { 200: userDetailResponseSchema, ...problemResponses(400, 401, 403, 404, 409) },
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
        licenses: licenceRows.map((licence) => licenceViewFromRow(licence, allowance, now)),
      };
    },
  );
};

export default userQueries;
