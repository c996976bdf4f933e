// The live resource (issue 22, admin): the admin console's stream of read-model changes, fed by one
// LISTEN connection per API process on the projectors' change notices.
import { allProjectors } from '@shop/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { startReadModelChanges } from './read-model-changes.js';
import changeRoutes from './routes.js';

const live: FastifyPluginAsyncZod = async (app) => {
  const { pool, logger } = app.deps;
  const changes = startReadModelChanges({
    pool,
    logger,
    everyReadModel: allProjectors.map((projector) => projector.id),
  });
  app.addHook('onClose', async () => changes.close());
  await app.register(changeRoutes, {
    changes,
    heartbeatMs: 25_000,
    maxStreamsPerAdmin: 5,
    listenWaitMs: 5_000,
  });
};

export default live;
