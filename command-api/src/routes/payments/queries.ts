// Payment queries: one order's status (owner or admin) and the caller's payment history.
import { orderError } from '@shop/domain';
import { findOrder, ordersOfUser } from '@shop/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problemSchema } from '../../contracts/envelope.js';
import {
  orderIdParamsSchema,
  paymentHistoryResponseSchema,
  paymentStatusResponseSchema,
} from '../../contracts/payments.js';
import { orderViewFromRow } from '../../payments/order-view.js';

const tags = ['payments'];
const security = [{ bearer: [] }];

const paymentQueries: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/api/payments/orders/:orderId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "An order's payment status",
        params: orderIdParamsSchema,
        response: { 200: paymentStatusResponseSchema, 401: problemSchema, 404: problemSchema },
      },
    },
    async (request) => {
      const user = request.user!;
      const row = await findOrder(db, request.params.orderId);
      if (!row || (row.user_id !== user.id && !user.isAdmin)) throw orderError.notFound();
      // Confirmations and the licence arrive with the chain watcher.
      return { success: true as const, payment: { ...orderViewFromRow(row), confirmations: 0 } };
    },
  );

  app.get(
    '/api/payments/history',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The caller's orders, newest first",
        response: { 200: paymentHistoryResponseSchema, 401: problemSchema },
      },
    },
    async (request) => ({
      success: true as const,
      payments: (await ordersOfUser(db, request.user!.id)).map(orderViewFromRow),
    }),
  );
};

export default paymentQueries;
