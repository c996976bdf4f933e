// Assembles the Fastify app: external plugins, then app plugins, then routes (STYLE §3).
import { createMetricsRegistry } from '@shop/infra';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAccountService } from './accounts/account-service.js';
import { createSessionTokens } from './accounts/sessions.js';
import { createUserAdmin } from './accounts/user-admin.js';
import type { AppDependencies } from './app-dependencies.js';
import { createDiscountService } from './discounts/discount-service.js';
import { routeTable } from './http/route-access.js';
import { createLicenceService } from './licences/licence-service.js';
import { createOrderService } from './payments/order-service.js';
import { createRefundService } from './payments/refund-service.js';
import auth from './plugins/app/auth.js';
import errorHandler, { frameworkErrors } from './plugins/app/error-handler.js';
import rejectNul from './plugins/app/reject-nul.js';
import requestContext, { requestIdFrom } from './plugins/app/request-context.js';
import { RedactingLogController } from './plugins/app/request-logging.js';
import metrics from './plugins/external/metrics.js';
import openapi from './plugins/external/openapi.js';
import security from './plugins/external/security.js';
import webApp from './plugins/external/web-app.js';
import { createRobotIdentity } from './robot/robot-identity.js';
import { createTelemetryService } from './robot/telemetry-service.js';
import auditQueries from './routes/audit/queries.js';
import googleAuth from './routes/auth/google.js';
import discountCommands from './routes/discounts/commands.js';
import discountQueries from './routes/discounts/queries.js';
import financeQueries from './routes/finance/queries.js';
import healthRoutes from './routes/health/queries.js';
import licenceCommands from './routes/licences/commands.js';
import licenceQueries from './routes/licences/queries.js';
import publicPerformanceRoutes from './routes/metrics/public-performance.js';
import monitoringQueries from './routes/monitoring/queries.js';
import adminPaymentRoutes from './routes/payments/admin.js';
import paymentCommands from './routes/payments/commands.js';
import paymentQueries from './routes/payments/queries.js';
import refundRoutes from './routes/payments/refunds.js';
import planQueries from './routes/plans/queries.js';
import robotLicenceRoutes from './routes/robot/licence-check.js';
import telemetryRoutes from './routes/robot/telemetry.js';
import ticketCommands from './routes/tickets/commands.js';
import ticketQueries from './routes/tickets/queries.js';
import userAdminRoutes from './routes/users/admin.js';
import userCommands from './routes/users/commands.js';
import userQueries from './routes/users/queries.js';
import { createTicketService } from './tickets/ticket-service.js';

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    logController: new RedactingLogController(),
    genReqId: requestIdFrom,
    bodyLimit: 64 * 1024,
    // A number trusts that many proxies in front of us, nearest first.
    trustProxy:
      typeof deps.config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (deps.config.trustProxy as number)
        : deps.config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  await app.register(routeTable);

  await app.register(security, { publicUrl: deps.config.publicUrl });
  await app.register(openapi, { publicUrl: deps.config.publicUrl });
  await app.register(errorHandler);
  await app.register(rejectNul);
  await app.register(requestContext, { clock: deps.clock });
  await app.register(metrics, { registry: deps.metrics ?? createMetricsRegistry('api') });

  const sessions = createSessionTokens(
    deps.keys.sessionKey,
    deps.config.publicUrl,
    deps.config.sessionHours,
    deps.keys.previous?.sessionKey,
  );
  await app.register(auth, { sessions });
  const accounts = createAccountService({ ...deps, sessions });

  await app.register(healthRoutes);
  await app.register(userCommands, { accounts });
  await app.register(googleAuth, { accounts });
  await app.register(userQueries);
  await app.register(userAdminRoutes, {
    userAdmin: createUserAdmin({ store: deps.store, db: deps.db, clock: deps.clock }),
  });
  const licences = createLicenceService({
    store: deps.store,
    db: deps.db,
    clock: deps.clock,
    allowance: deps.config.accountChangeAllowance,
  });
  await app.register(licenceCommands, { licences });
  await app.register(licenceQueries, { licences });
  await app.register(robotLicenceRoutes);
  await app.register(telemetryRoutes, {
    identity: createRobotIdentity(deps.db, deps.clock),
    telemetry: createTelemetryService({ store: deps.store, db: deps.db, clock: deps.clock }),
  });
  await app.register(monitoringQueries);
  await app.register(publicPerformanceRoutes);
  const discounts = createDiscountService({ store: deps.store, db: deps.db, clock: deps.clock });
  await app.register(planQueries);
  await app.register(discountCommands, { discounts });
  await app.register(discountQueries);
  const orders = createOrderService({
    store: deps.store,
    addresses: deps.paymentAddresses,
    clock: deps.clock,
    chains: deps.config.chains,
    devPayments: deps.devPayments,
  });
  await app.register(paymentCommands, { orders });
  await app.register(paymentQueries);
  await app.register(adminPaymentRoutes, { orders });
  await app.register(refundRoutes, {
    refunds: createRefundService({ store: deps.store, db: deps.db, clock: deps.clock }),
  });
  await app.register(financeQueries);
  const tickets = createTicketService({ store: deps.store, db: deps.db, clock: deps.clock });
  await app.register(ticketCommands, { tickets });
  await app.register(ticketQueries);
  await app.register(auditQueries);

  await app.register(webApp, { webRoot: deps.webRoot, site: deps.config.site });
  return app;
}
