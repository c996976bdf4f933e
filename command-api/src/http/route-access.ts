// Who may call a route, declared once beside it as `config: { access }` (TARGETS R5) and enforced
// here from that declaration alone; and the table of every registered route, which the route-table
// and fuzz tests walk.
import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';
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
    /** With `user` or `owner`: the caller's email must be verified too (spec §5 Payment: purchases). */
    verifiedEmail?: boolean;
    /** With `admin`: a dangerous action, which needs a second factor proved within the last 10 minutes. */
    stepUp?: boolean;
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

/** The check a route's access needs before anything else runs; none where the handler itself tells. */
function guardOf(app: FastifyInstance, route: RouteOptions): onRequestHookHandler | undefined {
  const { access, verifiedEmail, stepUp } = route.config ?? {};
  switch (access) {
    case 'user':
    case 'owner':
      // Ownership is decided where the record is read (a service or a query), as a 404.
      return verifiedEmail ? app.requireVerifiedEmail : app.authenticate;
    case 'admin':
      return stepUp ? app.requireRecentSecondFactor : app.requireAdmin;
    case 'dev-cli':
      return app.requireDevToken;
    // A robot proves itself with the licence key and account number in its body: checked by the handler.
    case 'robot':
    case 'public':
    case undefined:
      return undefined;
  }
}

/**
 * Gives every route registered after it the guard its `config.access` names, ahead of any other
 * onRequest hook (the rate limiter's), so a refused caller never counts against a limit.
 * Registered after the auth plugin, whose checks the guards are.
 */
export const routeAccess = fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      const guard = guardOf(app, route);
      if (guard) route.onRequest = [guard, ...[route.onRequest ?? []].flat()];
    });
  },
  { name: 'route-access', dependencies: ['auth'] },
);

/** Declares `access` for every route later registered in `scope`: for third-party plugins' routes. */
export function declareAccessOfRoutes(scope: FastifyInstance, access: RouteAccess): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, access };
  });
}
