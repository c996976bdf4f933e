// Payment commands (spec §7): place an order (verified email required) and submit a transaction hash.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, problemResponses } from '../../contracts/envelope.js';
import {
  createOrderRequestSchema,
  createOrderResponseSchema,
  PAYMENT_MESSAGES,
  submitPaymentRequestSchema,
  submitPaymentResponseSchema,
} from '../../contracts/payments.js';
import type { OrderService } from '../../payments/order-service.js';

const errors = problemResponses(400, 401, 403, 404, 409, 429);
const tags = ['payments'];
const security = bearerSecurity;

const paymentCommands: FastifyPluginAsyncZod<{ orders: OrderService }> = async (app, { orders }) => {
  app.post(
    '/api/payments/orders',
    {
      onRequest: app.requireVerifiedEmail,
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags,
        security,
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
      onRequest: app.authenticate,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        security,
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
};

export default paymentCommands;
