// Assembles the Fastify app: external plugins, then app plugins, then routes (STYLE §3).
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDependencies } from './app-dependencies.js';
import errorHandler from './plugins/app/error-handler.js';
import requestContext, { requestIdFrom } from './plugins/app/request-context.js';
import openapi from './plugins/external/openapi.js';
import security from './plugins/external/security.js';
import webApp from './plugins/external/web-app.js';
import healthRoutes from './routes/health/queries.js';

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    genReqId: requestIdFrom,
    bodyLimit: 64 * 1024,
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);

  await app.register(security, { publicUrl: deps.config.publicUrl });
  await app.register(openapi, { publicUrl: deps.config.publicUrl });
  await app.register(errorHandler);
  await app.register(requestContext, { clock: deps.clock });

  await app.register(healthRoutes);

  await app.register(webApp, { webRoot: deps.webRoot });
  return app;
}
