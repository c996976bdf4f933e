// Which routes the list cache (http/list-cache.ts) answers, declared beside each route as
// `config: { access: 'admin', listCache: { readModels: [...], maxAgeMs?, sharing? } }`, and the wrapping
// of their handlers. Authentication and the admin check stay in the route's onRequest guard
// (http/route-access.ts), so a cached answer is never given to a caller the guard refuses. Whose calls
// are kept is the route's `sharing`: by default admins' only, one answer for every admin (the admin
// lists); 'own' keeps each signed-in caller's answer under their id (the caller's account, their
// tickets), with admins sharing theirs where the route says so. Anyone else, a CSV export and the
// change stream go straight to the handler. A handler that built its answer from something no version
// tracks (the event stream, when the read model has not the record yet) calls `keepNot`: that answer
// is sent but not kept, and requests that shared its computation run the handler themselves. A cached
// answer is the handler's own JSON, serialised once by the route's response schema and sent as is:
// same bytes, status and content type.
import { Counter, type Registry } from '@shop/infra';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { COHERENT_MAX_AGE_MS, type ListCache, type ListCacheOutcome } from './list-cache.js';
import { versionsOf } from './list-cache-versions.js';

export interface ListCacheRoute {
  /** The projectors (ids, e.g. `licences`) that write every read model the answer reads. */
  readModels: readonly string[];
  /** For answers that also depend on time or on tables no projector writes: the most they may age. */
  maxAgeMs?: number;
  /**
   * Whose calls are kept. 'admins' (the default): admins' only, one answer for every admin.
   * 'own': every signed-in caller's, each under their own id. 'admins-and-own': admins share one
   * answer, every other caller has their own.
   */
  sharing?: 'admins' | 'own' | 'admins-and-own';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Serve this admin list from the list cache (http/list-cache-routes.ts). */
    listCache?: ListCacheRoute;
  }
}

export interface ListCacheRoutesOptions {
  cache: ListCache;
  /** Every projector id there is: a route naming another is refused when it registers. */
  projectorIds: readonly string[];
  registry: Registry;
}

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** Requests whose answer came from something no projector's version tracks. */
const notKept = new WeakSet<FastifyRequest>();

/** Sends this request's answer without keeping it: it was built from something no version tracks. */
export function keepNot(request: FastifyRequest): void {
  notKept.add(request);
}

/** Thrown out of a computation whose answer must not be kept or shared; carries it for its own request. */
class UnkeptAnswer extends Error {
  override readonly name = 'UnkeptAnswer';
  constructor(readonly body: string) {
    super('answer not kept');
  }
}

/** Who the answer is kept for, or undefined when this caller's calls are not kept. */
function sharerOf(
  request: FastifyRequest,
  sharing: NonNullable<ListCacheRoute['sharing']>,
): string | undefined {
  const user = request.user;
  if (!user) return undefined;
  if (sharing === 'own') return `user:${user.id}:${user.isAdmin ? 'admin' : 'user'}`;
  if (user.isAdmin) return 'admins';
  return sharing === 'admins-and-own' ? `user:${user.id}` : undefined;
}

/** The route and its validated query, keys sorted: one key for every spelling of the same call. */
export function listCacheKey(url: string, query: unknown, sharer = 'admins'): string {
  const entries = Object.entries((query ?? {}) as Record<string, unknown>)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${sharer} ${url}?${JSON.stringify(entries)}`;
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
  { cache }: ListCacheRoutesOptions,
  answers: Counter<'route' | 'outcome'>,
): RouteHandlerMethod {
  const handler = route.handler as RouteHandlerMethod;
  const readModels = [...spec.readModels].sort();
  const maxAgeMs = spec.maxAgeMs ?? COHERENT_MAX_AGE_MS;
  const sharing = spec.sharing ?? 'admins';
  return async function cachedList(this: unknown, request: FastifyRequest, reply: FastifyReply) {
    const sharer = sharerOf(request, sharing);
    if (sharer === undefined) return handler.call(this as never, request, reply);
    const key = listCacheKey(route.url, request.query, sharer);
    const current = versionsOf(await request.readModelVersions(), readModels);
    let found: { body: string; outcome: ListCacheOutcome };
    try {
      found = await cache.answer(key, current, maxAgeMs, async () => {
        // Also run behind a stored answer already sent (refresh ahead): the handler only reads the request.
        const answer = await handler.call(this as never, request, reply);
        if (answer === undefined || answer === reply) {
          throw new Error(`${route.url}: a cached list's handler must return its answer, not send it`);
        }
        const body = reply.serialize(answer) as string;
        if (notKept.has(request)) throw new UnkeptAnswer(body);
        return body;
      });
    } catch (error) {
      if (!(error instanceof UnkeptAnswer)) throw error;
      // Computed for this request: sent as is; for another: this request's own run, not kept either.
      if (notKept.has(request)) found = { body: error.body, outcome: 'miss' };
      else return handler.call(this as never, request, reply);
    }
    answers.labels(route.url, found.outcome).inc();
    return reply.type(JSON_CONTENT_TYPE).send(found.body);
  };
}

/** Register after route-access and before the resources: wraps the handler of every route declaring `listCache`. */
export default fp<ListCacheRoutesOptions>(
  async (app, options) => {
    const answers = new Counter({
      name: 'api_list_cache_answers_total',
      help: "Cached read answers (admin lists, callers' own answers) by route and how they were found: hit (stored), shared (a computation under way), miss (computed)",
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
  { name: 'list-cache', dependencies: ['route-access', 'request-versions'] },
);
