// Request and correlation ids: accepted from trusted-looking headers or made up, echoed back, and
// carried into the metadata of every event a request appends.
import { randomUUID } from 'node:crypto';
import type { Actor } from '@shop/domain';
import type { EventMetadata } from '@shop/infra';
import type {
  FastifyBaseLogger,
  FastifyRequest,
  FastifyServerOptions,
  RawRequestDefaultExpression,
} from 'fastify';
import fp from 'fastify-plugin';

const SAFE_ID = /^[\w.:-]{1,100}$/;

declare module 'fastify' {
  interface FastifyRequest {
    correlationId: string;
    /** Metadata for the events this request appends; `occurredAt` is the app clock's now. */
    eventMetadata(actor: Actor, causationId?: string | null): EventMetadata;
  }
}

/** A caller's id from a header, if it is one we may log and store. */
function safeId(given: unknown): string | undefined {
  return typeof given === 'string' && SAFE_ID.test(given) ? given : undefined;
}

export function requestIdFrom(request: { headers: Record<string, unknown> }): string {
  return safeId(request.headers['x-request-id']) ?? randomUUID();
}

/** The correlation id a request's events and log lines carry: the caller's, when safe, or the request's id. */
function correlationIdFrom(headers: Record<string, unknown>, requestId: string): string {
  return safeId(headers['x-correlation-id']) ?? requestId;
}

/**
 * The request's logger: one child carrying both ids, so every line this request logs can be followed
 * across services. One child, not Fastify's plus one of ours: each costs a serialisation of its bindings.
 */
export const requestChildLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> =
  function requestChildLogger(
    logger: FastifyBaseLogger,
    bindings: Record<string, unknown>,
    options: Parameters<FastifyBaseLogger['child']>[1],
    raw: RawRequestDefaultExpression,
  ) {
    return logger.child(
      { ...bindings, correlationId: correlationIdFrom(raw.headers, String(bindings.reqId)) },
      options,
    );
  };

export default fp<{ clock: () => Date }>(
  async (app, { clock }) => {
    app.decorateRequest('correlationId', '');
    app.decorateRequest('eventMetadata', function (this: FastifyRequest, actor: Actor, causationId = null) {
      return {
        actor,
        correlationId: this.correlationId,
        causationId: causationId ?? this.id,
        occurredAt: clock().toISOString(),
      };
    });
    app.addHook('onRequest', (request, reply, done) => {
      request.correlationId = correlationIdFrom(request.headers, request.id);
      reply.header('x-request-id', request.id);
      done();
    });
  },
  { name: 'request-context' },
);
