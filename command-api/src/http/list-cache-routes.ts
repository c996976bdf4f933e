// Which routes the list cache (http/list-cache.ts) answers, declared beside each route as
// `config: { access: 'admin', listCache: { readModels: [...], maxAgeMs? } }`, and the wrapping of their
// handlers. Authentication and the admin check stay in the route's onRequest guard
// (http/route-access.ts), so a cached answer is never given to a caller the guard refuses. Only an
// admin's paged call (its validated query has `page`) is cached; anyone else, an unpaged list, a CSV
// export and the change stream go straight to the handler. A cached answer is the handler's own JSON,
// serialised once by the route's response schema and sent as is: same bytes, status and content type.
import { Counter, type Registry } from '@shop/infra';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { COHERENT_MAX_AGE_MS, type ListCache } from './list-cache.js';
import { type ProjectorVersions, versionsOf } from './list-cache-versions.js';

export interface ListCacheRoute {
  /** The projectors (ids, e.g. `licences`) that write every read model the answer reads. */
  readModels: readonly string[];
  /** For answers that also depend on time or on tables no projector writes: the most they may age. */
  maxAgeMs?: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Serve this admin list from the list cache (http/list-cache-routes.ts). */
    listCache?: ListCacheRoute;
  }
}

export interface ListCacheRoutesOptions {
  cache: ListCache;
  versions: ProjectorVersions;
  /** Every projector id there is: a route naming another is refused when it registers. */
  projectorIds: readonly string[];
  registry: Registry;
}

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** The route and its validated query, keys sorted: one key for every spelling of the same call. */
export function listCacheKey(url: string, query: unknown): string {
  const entries = Object.entries((query ?? {}) as Record<string, unknown>)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${url}?${JSON.stringify(entries)}`;
}

function refuseUncacheable(route: RouteOptions, spec: ListCacheRoute, projectorIds: readonly string[]) {
  const where = `${route.method} ${route.url}`;
  if (route.method !== 'GET') throw new Error(`listCache on ${where}: only GET lists are cached`);
  // A cached answer is shared by every admin: the caller must be signed in, and is checked per request.
  const access = route.config?.access;
  if (access !== 'admin' && access !== 'user') {
    throw new Error(`listCache on ${where}: access must be admin or user, not ${access}`);
  }
  const unknown = spec.readModels.filter((id) => !projectorIds.includes(id));
  if (spec.readModels.length === 0 || unknown.length > 0) {
    throw new Error(`listCache on ${where}: unknown projectors [${unknown.join(', ')}]`);
  }
}

function cachedHandler(
  route: RouteOptions,
  spec: ListCacheRoute,
  { cache, versions }: ListCacheRoutesOptions,
  answers: Counter<'route' | 'outcome'>,
): RouteHandlerMethod {
  const handler = route.handler as RouteHandlerMethod;
  const readModels = [...spec.readModels].sort();
  const maxAgeMs = spec.maxAgeMs ?? COHERENT_MAX_AGE_MS;
  return async function cachedList(this: unknown, request: FastifyRequest, reply: FastifyReply) {
    const query = request.query as Record<string, unknown> | undefined;
    if (!request.user?.isAdmin || query?.page === undefined)
      return handler.call(this as never, request, reply);
    const key = listCacheKey(route.url, query);
    const current = versionsOf(await versions.current(), readModels);
    const { body, outcome } = await cache.answer(key, current, maxAgeMs, async () => {
      // Also run behind a stored answer already sent (refresh ahead): the handler only reads the request.
      const answer = await handler.call(this as never, request, reply);
      if (answer === undefined || answer === reply) {
        throw new Error(`${route.url}: a cached list's handler must return its answer, not send it`);
      }
      return reply.serialize(answer) as string;
    });
    answers.labels(route.url, outcome).inc();
    return reply.type(JSON_CONTENT_TYPE).send(body);
  };
}

/** Register after route-access and before the resources: wraps the handler of every route declaring `listCache`. */
export default fp<ListCacheRoutesOptions>(
  async (app, options) => {
    const answers = new Counter({
      name: 'api_list_cache_answers_total',
      help: 'Admin list answers by route and how they were found: hit (stored), shared (a computation under way), miss (computed)',
      labelNames: ['route', 'outcome'],
      registers: [options.registry],
    });
    app.addHook('onRoute', (route) => {
      const spec = route.config?.listCache;
      // Fastify's automatic HEAD twin of a GET sends no body: left to the handler.
      if (!spec || route.method === 'HEAD') return;
      refuseUncacheable(route, spec, options.projectorIds);
      route.handler = cachedHandler(route, spec, options, answers);
    });
  },
  { name: 'list-cache', dependencies: ['route-access'] },
);
