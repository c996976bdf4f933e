// The discounts resource (spec §7 'Payments and discounts'): validating a code for a plan, and the
// admin's codes. Builds the discount service from the app's dependencies for the route modules.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import discountCommands from './commands.js';
import discountQueries from './queries.js';
import { createDiscountService } from './service.js';

const discounts: FastifyPluginAsyncZod = async (app) => {
  const { store, db, clock } = app.deps;
  await app.register(discountCommands, { discounts: createDiscountService({ store, db, clock }) });
  await app.register(discountQueries, { db, clock });
};

export default discounts;
