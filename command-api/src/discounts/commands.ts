// Discount calls (spec §7 'Payments and discounts'): validate a code for a plan (signed-in users,
// rate-limited against guessing), and the admin's create, enable/disable and delete.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createDiscountRequestSchema,
  DISCOUNT_NOTICES,
  discountIdParamsSchema,
  discountResponseSchema,
  validateDiscountRequestSchema,
  validateDiscountResponseSchema,
} from '../contracts/discounts.js';
import { problemResponses, problemSchema, success } from '../contracts/envelope.js';
import type { DiscountService } from './service.js';

const errors = problemResponses(400, 401, 403, 404, 409);
const tags = ['discounts'];

const discountCommands: FastifyPluginAsyncZod<{ discounts: DiscountService }> = async (
  app,
  { discounts },
) => {
  app.post(
    '/api/discounts/validate',
    {
      config: { access: 'user', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Price a plan with a discount code',
        body: validateDiscountRequestSchema,
        response: { 200: validateDiscountResponseSchema, 429: problemSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      discount: await discounts.validate(request.body.code, request.body.planType, request.user!.id),
    }),
  );

  app.post(
    '/api/discounts',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Create a discount code (admin)',
        body: createDiscountRequestSchema,
        response: { 201: discountResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const admin = request.user!;
      const discount = await discounts.create(
        request.body,
        admin.id,
        request.eventMetadata(`admin:${admin.id}`),
      );
      return reply.status(201).send({ success: true, discount, message: DISCOUNT_NOTICES.created });
    },
  );

  app.patch(
    '/api/discounts/:id/toggle',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Enable or disable a discount code (admin)',
        params: discountIdParamsSchema,
        response: { 200: discountResponseSchema, ...errors },
      },
    },
    async (request) => {
      const discount = await discounts.toggle(
        request.params.id,
        request.eventMetadata(`admin:${request.user!.id}`),
      );
      return {
        success: true as const,
        discount,
        message: discount.isActive ? DISCOUNT_NOTICES.enabled : DISCOUNT_NOTICES.disabled,
      };
    },
  );

  app.delete(
    '/api/discounts/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Delete a discount code (admin)',
        params: discountIdParamsSchema,
        response: { 200: success({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      await discounts.remove(request.params.id, request.eventMetadata(`admin:${request.user!.id}`));
      return { success: true as const, message: DISCOUNT_NOTICES.deleted };
    },
  );
};

export default discountCommands;
