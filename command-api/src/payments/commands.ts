// Payment commands (spec §7): place an order (verified email required) and submit a transaction
// hash; on the development chain only, pay an order from the dev wallet.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DevPayments } from '../app-dependencies.js';
import { problemResponses } from '../contracts/envelope.js';
import {
  createOrderRequestSchema,
  createOrderResponseSchema,
  devPayRequestSchema,
  devPayResponseSchema,
  orderIdParamsSchema,
  PAYMENT_MESSAGES,
  submitPaymentRequestSchema,
  submitPaymentResponseSchema,
} from '../contracts/payments.js';
import type { OrderService } from './order-service.js';

const errors = problemResponses(400, 401, 403, 404, 409, 429);
const tags = ['payments'];

export interface PaymentCommandsOptions {
  orders: OrderService;
  /** The development chain's wallet: set only where one runs. */
  devPayments: DevPayments | undefined;
}

const paymentCommands: FastifyPluginAsyncZod<PaymentCommandsOptions> = async (
  app,
  { orders, devPayments },
) => {
  app.post(
    '/api/payments/orders',
    {
      config: { access: 'user', verifiedEmail: true, rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Place an order for a plan',
        body: createOrderRequestSchema,
        response: { 201: createOrderResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const order = await orders.place(request.body, user.id, request.eventMetadata(`user:${user.id}`));
      return reply.status(201).send({ success: true, order });
    },
  );

  app.post(
    '/api/payments/submit',
    {
      config: { access: 'owner', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Submit the transaction hash that pays an order',
        body: submitPaymentRequestSchema,
        response: { 200: submitPaymentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = request.user!;
      const data = await orders.submit(request.body, user.id, request.eventMetadata(`user:${user.id}`));
      return { success: true as const, message: PAYMENT_MESSAGES.submitted, data };
    },
  );

  // Registered only where a development chain runs: it spends test tokens, never real ones.
  if (devPayments) {
    app.post(
      '/api/payments/dev-pay',
      {
        config: { access: 'owner', rateLimit: { max: 10, timeWindow: 60_000 } },
        schema: {
          tags,
          summary: "Development chain only: pay one's own BEP20 order from the dev wallet",
          body: devPayRequestSchema,
          response: { 200: devPayResponseSchema, ...errors },
        },
      },
      async (request) => {
        const transactionHash = await orders.devPay(request.body.orderId, request.user!.id);
        return { success: true as const, message: PAYMENT_MESSAGES.devPaid, transactionHash };
      },
    );

    // `npm run dev:pay -- <orderId>` on the same machine: authenticated by the dev-chain file's token
    // (the `dev-cli` access, see http/route-access.ts).
    app.post(
      '/api/dev/orders/:orderId/pay',
      {
        config: { access: 'dev-cli', rateLimit: { max: 30, timeWindow: 60_000 } },
        schema: {
          tags,
          summary: 'Development chain only: pay an order from the dev wallet (npm run dev:pay)',
          params: orderIdParamsSchema,
          response: { 200: devPayResponseSchema, ...errors },
        },
      },
      async (request) => {
        const transactionHash = await orders.devPay(request.params.orderId, 'dev-cli');
        return { success: true as const, message: PAYMENT_MESSAGES.devPaid, transactionHash };
      },
    );
  }
};

export default paymentCommands;
