// The finance resource (issue 11, admin): the ledger and its totals, revenue, open problems, and an
// order or a licence as it stood at a moment. Hands the route module the read models and the log.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usdtContracts } from '../payments/payment-request.js';
import financeQueries from './queries.js';

const finance: FastifyPluginAsyncZod = async (app) => {
  const { db, store, clock, config } = app.deps;
  await app.register(financeQueries, {
    db,
    store,
    clock,
    allowance: config.accountChangeAllowance,
    usdt: usdtContracts(config.chains),
  });
};

export default finance;
