// Serves a built web app the way the API does (its security and web-app plugins: same headers, CSP and
// precompressed assets) with the landing page's two public calls stubbed, on a free loopback port.
import { securityPlugin, webAppPlugin } from '@shop/command-api';
import { loadConfig } from '@shop/infra';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerStubApi } from './stub-api.js';

export async function serveWeb(webRoot: string, port = 0): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify({ logger: false });
  await app.register(securityPlugin, { publicUrl: 'http://127.0.0.1' });
  registerStubApi(app);
  // No site settings: the page keeps its built-in contacts, as a fresh deployment does.
  await app.register(webAppPlugin, { webRoot, site: loadConfig({}).site });
  const address = await app.listen({ host: '127.0.0.1', port });
  return { app, url: `${address}/` };
}
