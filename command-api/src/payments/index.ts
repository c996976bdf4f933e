// The payments resource (spec §7 'Payments and discounts'): orders and their payment proofs, the
// networks on offer, admins' decisions on held payments, refunds, and the development chain's test
// payments and refunds. Builds the order and refund services from the app's dependencies for the
// route modules.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import adminPaymentDecisions from './admin-decisions.js';
import adminOrders from './admin-orders.js';
import paymentCommands from './commands.js';
import devRefunds from './dev-refunds.js';
import { createOrderService } from './order-service.js';
import { usdtContracts } from './payment-request.js';
import paymentQueries from './queries.js';
import { createRefundService } from './refund-service.js';
import refundCommands from './refunds.js';

const payments: FastifyPluginAsyncZod = async (app) => {
  const { store, db, clock, config, paymentAddresses, devPayments } = app.deps;
  const { chains } = config;
  const orders = createOrderService({
    store,
    db,
    addresses: paymentAddresses,
    clock,
    chains,
    devPayments,
  });
  const usdt = usdtContracts(chains);
  await app.register(paymentCommands, { orders, devPayments });
  await app.register(paymentQueries, { db, chains, devPayments: devPayments !== undefined });
  await app.register(adminPaymentDecisions, { orders, db, chains, clock });
  await app.register(adminOrders, { db, chains, clock });
  await app.register(refundCommands, { refunds: createRefundService({ store, db, clock }), usdt });
  // Registered only where a development chain runs: it spends test tokens, never real ones.
  if (devPayments) await app.register(devRefunds, { store, devPayments });
};

export default payments;
