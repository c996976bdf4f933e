// Refund calls: the owner asks for a refund of a paid order; an admin approves (with the refund's
// transaction hash) or rejects (with a reason). Every step is an event on the order.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problemResponses } from '../contracts/envelope.js';
import {
  approveRefundRequestSchema,
  orderIdParamsSchema,
  PAYMENT_MESSAGES,
  refundRequestSchema,
  refundResponseSchema,
  rejectRefundRequestSchema,
} from '../contracts/payments.js';
import type { UsdtContracts } from './payment-request.js';
import type { RefundService } from './refund-service.js';
import { orderViewFromState } from './views.js';

const errors = problemResponses(400, 401, 403, 404, 409);
const tags = ['payments'];

const refundCommands: FastifyPluginAsyncZod<{ refunds: RefundService; usdt: UsdtContracts }> = async (
  app,
  { refunds, usdt },
) => {
  app.post(
    '/api/payments/orders/:orderId/refund',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Ask for a refund of one’s paid order (within 7 days of payment, once)',
        params: orderIdParamsSchema,
        body: refundRequestSchema,
        response: { 200: refundResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = request.user!;
      const order = await refunds.request(
        request.params.orderId,
        user.id,
        { reason: request.body.reason ?? null, refundAddress: request.body.refundAddress ?? null },
        request.eventMetadata(`user:${user.id}`),
      );
      return {
        success: true as const,
        order: orderViewFromState(order, usdt),
        message: PAYMENT_MESSAGES.refundRequested,
      };
    },
  );

  app.post(
    '/api/admin/refunds/:orderId/approve',
    {
      config: { access: 'admin', stepUp: true },
      schema: {
        tags,
        summary:
          'Approve a refund, recording the transaction that sent the money back; the chain watcher verifies it (admin)',
        params: orderIdParamsSchema,
        body: approveRefundRequestSchema,
        response: { 200: refundResponseSchema, ...errors },
      },
    },
    async (request) => {
      const admin = request.user!;
      const order = await refunds.approve(
        request.params.orderId,
        admin.id,
        { refundTransactionHash: request.body.refundTransactionHash, note: request.body.note ?? null },
        request.eventMetadata(`admin:${admin.id}`),
      );
      return {
        success: true as const,
        order: orderViewFromState(order, usdt),
        message: PAYMENT_MESSAGES.refundApproved,
      };
    },
  );

  app.post(
    '/api/admin/refunds/:orderId/reject',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Reject a refund with a reason (admin)',
        params: orderIdParamsSchema,
        body: rejectRefundRequestSchema,
        response: { 200: refundResponseSchema, ...errors },
      },
    },
    async (request) => {
      const admin = request.user!;
      const order = await refunds.reject(
        request.params.orderId,
        admin.id,
        request.body.reason,
        request.eventMetadata(`admin:${admin.id}`),
      );
      return {
        success: true as const,
        order: orderViewFromState(order, usdt),
        message: PAYMENT_MESSAGES.refundRejected,
      };
    },
  );
};

export default refundCommands;
