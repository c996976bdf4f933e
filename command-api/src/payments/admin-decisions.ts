// Admin payments (issue 6): the payments waiting for a decision, and confirming or rejecting one
// with a reason; the admin is the actor of the event.
import type { ChainSettings } from '@shop/infra';
import { findUserById, paymentsAwaitingDecision, type ReadModels } from '@shop/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { problemResponses } from '../contracts/envelope.js';
import {
  ADMIN_PAYMENT_STATUSES,
  adminPaymentsQuerySchema,
  adminPaymentsResponseSchema,
  orderIdParamsSchema,
  PAYMENT_MESSAGES,
  paymentDecisionRequestSchema,
  paymentDecisionResponseSchema,
} from '../contracts/payments.js';
import { confirmationsRequired } from './networks.js';
import type { OrderService } from './order-service.js';
import { usdtContracts } from './payment-request.js';
import { adminPaymentFromRow, adminPaymentFromState } from './views.js';

const tags = ['payments'];

export interface AdminDecisionsOptions {
  orders: OrderService;
  db: Kysely<ReadModels>;
  chains: ChainSettings;
  clock: () => Date;
}

const adminPaymentDecisions: FastifyPluginAsyncZod<AdminDecisionsOptions> = async (
  app,
  { orders, db, chains, clock },
) => {
  const usdt = usdtContracts(chains);
  app.get(
    '/api/admin/payments',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Payments under verification or held (underpaid, late)',
        querystring: adminPaymentsQuerySchema,
        response: { 200: adminPaymentsResponseSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { status } = request.query;
      const rows = await paymentsAwaitingDecision(db, status === 'all' ? ADMIN_PAYMENT_STATUSES : [status]);
      const payments = rows.map((row) =>
        adminPaymentFromRow(
          row,
          row.checked_transaction_hash
            ? {
                order_id: row.order_id,
                transaction_hash: row.checked_transaction_hash,
                confirmations: row.checked_confirmations ?? 0,
                required: row.checked_required ?? 0,
                checked_at: row.checked_at ?? row.updated_at,
                last_error: row.last_error,
              }
            : undefined,
          confirmationsRequired(chains, row.network),
          { _id: row.user_id, username: row.username, email: row.email },
          usdt,
        ),
      );
      return { success: true as const, payments };
    },
  );

  for (const decision of ['confirm', 'reject'] as const) {
    app.post(
      `/api/admin/payments/:orderId/${decision}`,
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: decision === 'confirm' ? 'Confirm a payment by hand' : 'Reject a payment',
          params: orderIdParamsSchema,
          body: paymentDecisionRequestSchema,
          response: { 200: paymentDecisionResponseSchema, ...problemResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const admin = request.user!;
        const order = await orders.decide(
          request.params.orderId,
          decision,
          request.body.reason,
          admin.id,
          request.eventMetadata(`user:${admin.id}`),
        );
        const owner = await findUserById(db, order.userId);
        const payment = adminPaymentFromState(
          order,
          confirmationsRequired(chains, order.network),
          { _id: order.userId, username: owner?.username ?? '', email: owner?.email ?? '' },
          clock(),
          usdt,
        );
        const message = decision === 'confirm' ? PAYMENT_MESSAGES.confirmed : PAYMENT_MESSAGES.rejected;
        return { success: true as const, message, payment };
      },
    );
  }
};

export default adminPaymentDecisions;
