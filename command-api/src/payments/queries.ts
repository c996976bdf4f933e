// Payment queries: the networks on offer, one order's status (owner or admin) and the caller's
// payment history.
import { orderError } from '@shop/domain';
import type { ChainSettings } from '@shop/infra';
import { findOrder, findPaymentCheck, ordersOfUser, type ReadModels } from '@shop/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { problemSchema } from '../contracts/envelope.js';
import {
  orderIdParamsSchema,
  paymentHistoryResponseSchema,
  paymentNetworksResponseSchema,
  paymentStatusResponseSchema,
} from '../contracts/payments.js';
import { confirmationsRequired, networkAvailability } from './networks.js';
import { usdtContracts } from './payment-request.js';
import { orderViewFromRow, paymentStatusFromRow } from './views.js';

const tags = ['payments'];
const security = [{ bearer: [] }];

export interface PaymentQueriesOptions {
  db: Kysely<ReadModels>;
  chains: ChainSettings;
  /** Whether a development chain runs (the payment page may then offer its dev wallet). */
  devPayments: boolean;
}

const paymentQueries: FastifyPluginAsyncZod<PaymentQueriesOptions> = async (
  app,
  { db, chains, devPayments },
) => {
  const usdt = usdtContracts(chains);
  app.get(
    '/api/payments/networks',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The payment networks and whether each takes payments on this server',
        response: { 200: paymentNetworksResponseSchema },
      },
    },
    async () => ({
      success: true as const,
      networks: networkAvailability(chains),
      devPayments,
    }),
  );

  app.get(
    '/api/payments/orders/:orderId',
    {
      config: { access: 'owner' },
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
      const check = await findPaymentCheck(db, row.order_id);
      const required = confirmationsRequired(chains, row.network);
      return { success: true as const, payment: paymentStatusFromRow(row, check, required, usdt) };
    },
  );

  app.get(
    '/api/payments/history',
    {
      config: { access: 'user' },
      schema: {
        tags,
        security,
        summary: "The caller's orders, newest first",
        response: { 200: paymentHistoryResponseSchema, 401: problemSchema },
      },
    },
    async (request) => ({
      success: true as const,
      payments: (await ordersOfUser(db, request.user!.id)).map((row) => orderViewFromRow(row, usdt)),
    }),
  );
};

export default paymentQueries;
