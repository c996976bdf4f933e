// Request and correlation ids: accepted from trusted-looking headers or made up, echoed back, and
// carried into the metadata of every event a request appends.
import { randomUUID } from 'node:crypto';
import type { Actor } from '@shop/domain';
import type { EventMetadata } from '@shop/infra';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const SAFE_ID = /^[\w.:-]{1,100}$/;

declare module 'fastify' {
  interface FastifyRequest {
    correlationId: string;
    /** Metadata for the events this request appends; `occurredAt` is the app clock's now. */
    eventMetadata(actor: Actor, causationId?: string | null): EventMetadata;
  }
}

export function requestIdFrom(request: { headers: Record<string, unknown> }): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}

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
    app.addHook('onRequest', async (request, reply) => {
      const given = request.headers['x-correlation-id'];
      request.correlationId = typeof given === 'string' && SAFE_ID.test(given) ? given : request.id;
      // Every line this request logs carries the id its events carry, to follow it across services.
      request.log = request.log.child({ correlationId: request.correlationId });
      reply.header('x-request-id', request.id);
    });
  },
  { name: 'request-context' },
);
