// The app's own route list (collected by its route-table plugin) as the security suites walk it, and
// how a sample request for a route becomes an `inject` call.
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ZodType } from 'zod';
import type { RouteAccess } from '../../src/http/route-access.js';
import type { Method } from './fixture.js';
import { ROUTE_SAMPLES, type Sample, type SampleRequest } from './route-samples.js';

export interface ApiRoute {
  method: Method;
  url: string;
  /** `METHOD /url`, as messages name it. */
  key: string;
  /** The key of its sample: a HEAD route's GET. */
  sampleKey: string;
  access: RouteAccess | undefined;
  /** An admin action that needs a second factor proved within the last 10 minutes. */
  stepUp: boolean;
  sample: Sample | undefined;
  schema: { body?: ZodType; params?: ZodType; querystring?: ZodType };
  /** The route answers malformed input itself instead of with a 400 (Google's callback). */
  attachValidation: boolean;
  bodyLimit: number | undefined;
}

export const METHODS_WITH_BODY: ReadonlySet<Method> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function apiRoutes(app: FastifyInstance): ApiRoute[] {
  return app.routeTable.flatMap((route) =>
    [route.method].flat().map((method): ApiRoute => {
      const schema = (route.schema ?? {}) as ApiRoute['schema'];
      const sampleKey = `${method === 'HEAD' ? 'GET' : method} ${route.url}`;
      return {
        method: method as Method,
        url: route.url,
        key: `${method} ${route.url}`,
        sampleKey,
        access: route.config?.access,
        stepUp: route.config?.stepUp === true,
        sample: ROUTE_SAMPLES[sampleKey],
        schema: { body: schema.body, params: schema.params, querystring: schema.querystring },
        attachValidation: route.attachValidation === true,
        bodyLimit: route.bodyLimit,
      };
    }),
  );
}

/** The path with its parameters filled in (each encoded as one segment, except the wildcard). */
export function pathOf(url: string, params: Record<string, string> = {}): string {
  return url
    .replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''))
    .replace(/\*$/, () => params['*'] ?? '');
}

export function injectOptions(
  route: Pick<ApiRoute, 'method' | 'url'>,
  request: SampleRequest,
  headers: Record<string, string>,
  remoteAddress: string,
): InjectOptions {
  return {
    method: route.method,
    url: pathOf(route.url, request.params),
    query: request.query,
    headers: { ...request.headers, ...headers },
    remoteAddress,
    ...(request.body === undefined ? {} : { payload: request.body as object }),
  };
}
