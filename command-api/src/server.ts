// Runs the app on a port until closed; closing waits for requests in flight.
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { AppDependencies } from './app-dependencies.js';

export interface ApiServer {
  app: FastifyInstance;
  /** The address it listens on, e.g. http://127.0.0.1:3000 */
  address: string;
  close(): Promise<void>;
}

export async function startApiServer(deps: AppDependencies): Promise<ApiServer> {
  const app = await buildApp(deps);
  const address = await app.listen({ port: deps.config.port, host: deps.config.host });
  return { app, address, close: () => app.close() };
}
