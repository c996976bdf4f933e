// Assembles the Fastify app: external plugins, then app plugins, then one plugin per resource
// (STYLE §3). How routes get what they need, one way everywhere: the app's dependencies are
// decorated as `app.deps`; each resource folder's index.ts is the only reader of them, builds the
// resource's services and passes each of its route modules (commands.ts, queries.ts, ...) what it
// uses as plugin options. Who may call a route is its `config.access` alone: the route-access
// plugin turns it into the route's guard (http/route-access.ts). An admin list declaring
// `config.listCache` is answered through the list cache (http/list-cache-routes.ts); the account row of
// every signed-in request through its own (plugins/app/auth.ts), both at the request's read-model
// versions (http/request-versions.ts).
import { createMetricsRegistry } from '@shop/infra';
import { allProjectors } from '@shop/projections';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDependencies } from './app-dependencies.js';
import audit from './audit/index.js';
import devClockRoutes from './dev/dev-clock.js';
import discounts from './discounts/index.js';
import finance from './finance/index.js';
import health from './health/index.js';
import { ACCOUNT_CACHE_LIMITS, LIST_CACHE_LIMITS, ListCache } from './http/list-cache.js';
import listCacheRoutes from './http/list-cache-routes.js';
import { createProjectorVersions, readProjectorVersions } from './http/list-cache-versions.js';
import requestVersions from './http/request-versions.js';
import { routeAccess, routeTable } from './http/route-access.js';
import licences from './licences/index.js';
import live from './live/index.js';
import monitoring from './monitoring/index.js';
import overview from './overview/index.js';
import payments from './payments/index.js';
import publicPerformance from './performance/index.js';
import plans from './plans/index.js';
import auth from './plugins/app/auth.js';
import errorHandler, { frameworkErrors } from './plugins/app/error-handler.js';
import rejectNul from './plugins/app/reject-nul.js';
import requestContext, { requestChildLogger, requestIdFrom } from './plugins/app/request-context.js';
import { RedactingLogController } from './plugins/app/request-logging.js';
import metrics from './plugins/external/metrics.js';
import openapi from './plugins/external/openapi.js';
import security from './plugins/external/security.js';
import webApp from './plugins/external/web-app.js';
import releases from './releases/index.js';
import robot from './robot/index.js';
import tickets from './tickets/index.js';
import trackRecord from './track-record/index.js';
import users from './users/index.js';
import { createSessionTokens } from './users/sessions.js';

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    logController: new RedactingLogController(),
    genReqId: requestIdFrom,
    childLoggerFactory: requestChildLogger,
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
  const registry = deps.metrics ?? createMetricsRegistry('api');
  await app.register(metrics, { registry });

  const sessions = createSessionTokens(
    deps.keys.sessionKey,
    deps.config.publicUrl,
    deps.config.sessionHours,
    deps.keys.previous?.sessionKey,
  );
  const projectorIds = allProjectors.map((projector) => projector.id);
  const clock = () => deps.clock().getTime();
  await app.register(requestVersions, {
    versions: createProjectorVersions(() => readProjectorVersions(deps.pool, projectorIds)),
  });
  await app.register(auth, { sessions, accounts: new ListCache({ ...ACCOUNT_CACHE_LIMITS, clock }) });
  await app.register(routeAccess);
  await app.register(listCacheRoutes, {
    cache: new ListCache({ ...LIST_CACHE_LIMITS, clock }),
    projectorIds,
    registry,
  });

  await app.register(health);
  await app.register(users);
  await app.register(licences);
  await app.register(robot);
  await app.register(monitoring);
  await app.register(publicPerformance);
  await app.register(trackRecord);
  await app.register(plans);
  await app.register(discounts);
  await app.register(payments);
  await app.register(finance);
  await app.register(tickets);
  await app.register(releases);
  await app.register(audit);
  await app.register(overview);
  await app.register(live);
  if (deps.devClock) await app.register(devClockRoutes, { devClock: deps.devClock });

  await app.register(webApp, { webRoot: deps.webRoot, site: deps.config.site });
  return app;
}
