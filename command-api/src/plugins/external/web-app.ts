// Serves the built web app; unknown non-API paths get index.html (the SPA routes them), unknown
// /api paths get a 404 problem. index.html is read once, with the site settings written in.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { SiteSettings } from '@shop/infra';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { problem } from '../../http/problem.js';
import { declareAccessOfRoutes } from '../../http/route-access.js';
import { injectSiteMeta } from './site-meta.js';

export default fp<{ webRoot: string | undefined; site: SiteSettings }>(
  async (app, { webRoot, site }) => {
    const indexFile = webRoot === undefined ? undefined : join(webRoot, 'index.html');
    const hasWebApp = indexFile !== undefined && existsSync(indexFile);
    // Read once, like the asset routes below, which are also fixed at start: a new build needs a restart.
    const page = hasWebApp ? injectSiteMeta(readFileSync(indexFile, 'utf8'), site) : undefined;
    const sendPage = (reply: FastifyReply) =>
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);

    if (hasWebApp) {
      // The built files are public; their routes come from the plugin, so access is declared for them.
      await app.register(async (assets) => {
        declareAccessOfRoutes(assets, 'public');
        await assets.register(fastifyStatic, {
          root: webRoot!,
          wildcard: false,
          // index.html is answered from memory below, with the settings written in.
          index: false,
          // The build writes .br and .gz copies of scripts and styles (web/build-plugins/precompress.ts):
          // sent in place of the original to browsers that accept them, never as addresses of their own.
          preCompressed: true,
          globIgnore: ['index.html', '**/*.br', '**/*.gz'],
          // Hashed file names under assets/ never change content; index.html must always be revalidated.
          setHeaders: (res, path) => {
            res.header(
              'cache-control',
              path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
            );
          },
        });
      });
      const pageRoute = { schema: { hide: true }, config: { access: 'public' as const } };
      app.get('/', pageRoute, (_request, reply) => sendPage(reply));
      app.get('/index.html', pageRoute, (_request, reply) => sendPage(reply));
    }
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0]!;
      const isApi = path === '/api' || path.startsWith('/api/');
      // Metrics live on their own listener; here the path is simply unknown, never the web app's page.
      const isMetrics = path === '/metrics' || path.startsWith('/metrics/');
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi && !isMetrics;
      if (wantsPage && hasWebApp) return sendPage(reply);
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
