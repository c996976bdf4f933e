// The OpenAPI document, generated from the routes' zod schemas, browsable at /api/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { declareAccessOfRoutes } from '../../http/route-access.js';
import { createDocumentTransform, createRouteTransform } from '../../openapi/document.js';
import { SECURITY_SCHEMES } from '../../openapi/operation-details.js';

export default fp<{ publicUrl: string }>(
  async (app, { publicUrl }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'MT5 robot licence shop API',
          description:
            'Every call answers `{ success: true, ... }` or problem JSON with `success: false` and `error`.',
          version: '1.0.0',
        },
        servers: [{ url: publicUrl }],
        components: { securitySchemes: SECURITY_SCHEMES },
      },
      transform: createRouteTransform(),
      transformObject: createDocumentTransform(),
    });
    await app.register(async (docs) => {
      declareAccessOfRoutes(docs, 'public');
      await docs.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    });
  },
  { name: 'openapi' },
);
