// What each operation's document says beyond its schemas, decided from the route's own declaration
// (`config.access`, `config.rateLimit`, its body and parameters): operationId, security, and the problem
// answers it can give.
import type { RouteOptions } from 'fastify';
import type { RouteAccess } from '../http/route-access.js';
import { OPERATION_IDS } from './operation-ids.js';

/** Security schemes by the name operations use; `bearer` is the session token every signed-in call sends. */
export const SECURITY_SCHEMES = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The session token from sign-in, in `Authorization: Bearer <token>`',
  },
  googleHandOff: {
    type: 'apiKey',
    in: 'cookie',
    name: 'google_hand_off',
    description: 'Set by the Google sign-in callback on the browser that finished the sign-in',
  },
  devToken: {
    type: 'apiKey',
    in: 'header',
    name: 'x-dev-token',
    description: 'Development chain only: the token `npm run dev:pay` reads from the data folder',
  },
} as const;

type SecurityRequirement = Record<keyof typeof SECURITY_SCHEMES, []>;

/** Operations that prove who calls by something else than their access level says. */
const SECURITY_OVERRIDES: Readonly<Record<string, Partial<SecurityRequirement>[]>> = {
  'POST /api/auth/google/session': [{ googleHandOff: [] }],
};

const SIGNED_IN: ReadonlySet<RouteAccess | undefined> = new Set(['user', 'owner', 'admin']);
/** Fastify reads a body on these, schema or not, so any may meet the body limit. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface OperationDetails {
  operationId: string;
  security: Partial<SecurityRequirement>[];
  /** The problem statuses the operation can answer, whether or not its route lists them. */
  problemStatuses: number[];
}

/**
 * Robots (licence key and account number in the body) and public routes carry no credentials the
 * document can describe: `security: []`.
 */
function securityOf(key: string, access: RouteAccess | undefined): Partial<SecurityRequirement>[] {
  const override = SECURITY_OVERRIDES[key];
  if (override) return override;
  if (SIGNED_IN.has(access)) return [{ bearer: [] }];
  if (access === 'dev-cli') return [{ devToken: [] }];
  return [];
}

function problemStatusesOf(method: string, route: RouteOptions): number[] {
  const { access, rateLimit } = route.config ?? {};
  const schema = route.schema ?? {};
  const statuses = new Set<number>([500]);
  // A route that attaches validation answers bad input itself (Google's callback redirects).
  if ((schema.body || schema.querystring || schema.params) && !route.attachValidation) statuses.add(400);
  if (schema.params) statuses.add(404);
  if (schema.body || BODY_METHODS.has(method)) statuses.add(413);
  if (SIGNED_IN.has(access) || access === 'dev-cli') statuses.add(401);
  if (SIGNED_IN.has(access)) statuses.add(403);
  if (rateLimit) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

/** Undefined for a route the map does not name: the OpenAPI test lists those. */
export function operationDetails(method: string, route: RouteOptions): OperationDetails | undefined {
  // `GET /api/licenses/:id`: as Fastify registered the route.
  const key = `${method} ${route.url}`;
  const operationId = OPERATION_IDS[key];
  if (!operationId) return undefined;
  return {
    operationId,
    security: securityOf(key, route.config?.access),
    problemStatuses: problemStatusesOf(method, route),
  };
}
