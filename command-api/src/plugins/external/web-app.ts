// Serves the built web app; unknown non-API paths get index.html (the SPA routes them), unknown
// /api paths get a 404 problem.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { problem } from '../../http/problem.js';

export default fp<{ webRoot: string | undefined }>(
  async (app, { webRoot }) => {
    const hasWebApp = webRoot !== undefined && existsSync(join(webRoot, 'index.html'));
    if (hasWebApp) {
      await app.register(fastifyStatic, {
        root: webRoot,
        wildcard: false,
        index: 'index.html',
        // Hashed file names under assets/ never change content; index.html must always be revalidated.
        setHeaders: (res, path) => {
          res.header(
            'cache-control',
            path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0]!;
      const isApi = path === '/api' || path.startsWith('/api/');
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi;
      if (wantsPage && hasWebApp) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      if (wantsPage) {
        return reply
          .status(503)
          .type('text/plain')
          .send('The web app is not built yet: run `npm run build -w web`.');
      }
      return reply
        .status(404)
        .type('application/problem+json')
        .send(problem(404, 'NOT_FOUND', `Route ${request.method} ${path} not found`));
    });
  },
  { name: 'web-app' },
);
