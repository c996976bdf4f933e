// The single error handler (STYLE §2): every failure becomes problem JSON in the spec's envelope.
import { isDomainError } from '@shop/domain';
import { ConcurrencyError } from '@shop/infra';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { problem } from '../../http/problem.js';
import { READ_MODEL_BEHIND_MESSAGE, ReadModelBehindError } from '../../http/read-your-writes.js';

const STATUS_BY_KIND = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  rule: 409,
  rate_limited: 429,
} as const;
// zod's own messages name no field; the spec's messages (set in the schemas) are complete sentences.
const GENERIC_ZOD_MESSAGE = /^(Invalid|Too (small|big)|Unrecognized key)/;
// Connection refused/reset, server shutting down or not yet accepting connections.
const DATABASE_DOWN = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
]);

export const UNEXPECTED_ERROR = 'An unexpected error occurred';

function validationMessage(error: Parameters<typeof hasZodFastifySchemaValidationErrors>[0]): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return 'Invalid request';
  const first = error.validation[0];
  if (!first) return 'Invalid request';
  const field =
    (first.instancePath ?? '').slice(1).replaceAll('/', '.') || error.validationContext || 'request';
  const message = first.message ?? 'is invalid';
  return GENERIC_ZOD_MESSAGE.test(message) ? `${field}: ${message}` : message;
}

function isDatabaseUnavailable(error: unknown): boolean {
  const { code, syscall } = (error ?? {}) as { code?: unknown; syscall?: unknown };
  if (typeof code === 'string' && DATABASE_DOWN.has(code)) return true;
  // A stopped server's Unix socket is gone (the embedded PostgreSQL is reached through one).
  if (code === 'ENOENT' && syscall === 'connect') return true;
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|timeout exceeded when trying to connect/.test(message);
}

function handleError(
  this: FastifyInstance,
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const send = (status: number, code: string, message: string, extra?: Record<string, unknown>) =>
    reply
      .status(status)
      .type('application/problem+json')
      .send(problem(status, code, message, extra));

  if (hasZodFastifySchemaValidationErrors(error)) {
    return send(400, 'VALIDATION_FAILED', validationMessage(error));
  }
  if (isDomainError(error)) {
    return send(STATUS_BY_KIND[error.kind], error.code, error.message, error.details);
  }
  if (error instanceof ConcurrencyError) {
    return send(
      409,
      'CONCURRENCY_CONFLICT',
      'This record was changed at the same time by someone else. Please try again.',
    );
  }
  if (error instanceof ReadModelBehindError) {
    request.log.warn({ err: error }, 'read model behind');
    return send(503, 'READ_MODEL_BEHIND', READ_MODEL_BEHIND_MESSAGE);
  }
  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error }, 'database unavailable');
    return send(
      503,
      'SERVICE_UNAVAILABLE',
      'The service is temporarily unavailable. Please try again shortly.',
    );
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return send(status, status === 429 ? 'RATE_LIMITED' : (error.code ?? 'BAD_REQUEST'), error.message);
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(500, 'INTERNAL_ERROR', UNEXPECTED_ERROR);
}

/**
 * Failures Fastify's router answers before any route or hook runs (a path that is no valid URL, a
 * path parameter over the length limit): the same envelope, instead of Fastify's own JSON.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  const message =
    status === 414
      ? 'The address is too long'
      : status === 400
        ? 'The address is not a valid URL'
        : UNEXPECTED_ERROR;
  return reply
    .status(status)
    .type('application/problem+json')
    .send(problem(status, error.code ?? 'BAD_REQUEST', message));
}

export default fp(
  async (app) => {
    app.setErrorHandler(handleError);
  },
  { name: 'error-handler' },
);
