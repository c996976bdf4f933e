// Who may call a route, declared beside it as `config: { access }` (TARGETS R5), and the table of
// every registered route with its options, which the route-table and fuzz tests walk.
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

/**
 * - `public`: anyone, signed in or not.
 * - `user`: any signed-in user, acting on their own account (their lists, their new records).
 * - `owner`: a signed-in user on a record that belongs to them (named in the path or body);
 *   admins too. Anyone else is answered as if the record did not exist (404) or refused (403).
 * - `admin`: signed-in users with the admin role only.
 * - `robot`: an expert advisor, identified by the licence key and account number it sends, not by a session.
 * - `dev-cli`: the `npm run dev:pay` tool on the development chain, identified by its token.
 */
export type RouteAccess = 'public' | 'user' | 'owner' | 'admin' | 'robot' | 'dev-cli';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every route registered so far, with its options as Fastify holds them. */
    routeTable: readonly RouteOptions[];
  }
}

/** Register first, so routes of every later plugin are listed. */
export const routeTable = fp(
  async (app) => {
    const routes: RouteOptions[] = [];
    app.decorate('routeTable', routes);
    app.addHook('onRoute', (route) => {
      routes.push(route);
    });
  },
  { name: 'route-table' },
);

/** Declares `access` for every route later registered in `scope`: for third-party plugins' routes. */
export function declareAccessOfRoutes(scope: FastifyInstance, access: RouteAccess): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, access };
  });
}
