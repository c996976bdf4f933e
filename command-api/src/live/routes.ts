// GET /api/admin/changes (admin): the admin console's text/event-stream of read models that changed, so it
// refreshes what they show when they change. Read with fetch and the bearer token (EventSource sends no
// Authorization header); a few streams per admin at a time.
import type { PassThrough } from 'node:stream';
import { DomainError } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemResponses } from '../contracts/envelope.js';
import { problem } from '../http/problem.js';
import { openChangeStream } from './change-stream.js';
import type { ReadModelChanges } from './read-model-changes.js';
import { OpenStreamCount } from './stream-count.js';

export interface ChangeRoutesOptions {
  changes: ReadModelChanges;
  heartbeatMs: number;
  maxStreamsPerAdmin: number;
  /** How long a new stream waits for LISTEN to be in force before opening anyway. */
  listenWaitMs: number;
}

const EVENT_STREAM = 'text/event-stream';

const changeStreamSchema = z
  .string()
  .describe(
    'text/event-stream: `event: change` with `data: {"readModels":["licences",...]}` (the read models that ' +
      'changed, gathered over 250 ms; after a lost database connection every read model), and a comment line every 25 s',
  );

const changeRoutes: FastifyPluginAsyncZod<ChangeRoutesOptions> = async (app, options) => {
  const { changes, heartbeatMs, maxStreamsPerAdmin, listenWaitMs } = options;
  const perAdmin = new OpenStreamCount(maxStreamsPerAdmin);
  const open = new Set<PassThrough>();
  // Open streams would keep the server from closing: each ends, and its client sees a clean end.
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  app.get(
    '/api/admin/changes',
    {
      config: { access: 'admin' },
      // HEAD would open a stream only to throw its body away.
      exposeHeadRoute: false,
      schema: {
        tags: ['overview'],
        summary: 'A stream of read-model change notices for the admin console (text/event-stream)',
        response: { 200: changeStreamSchema, ...problemResponses(401, 403, 406, 429) },
      },
    },
    async (request, reply) => {
      if (!acceptsEventStream(request.headers.accept)) {
        return reply
          .status(406)
          .type('application/problem+json')
          .send(problem(406, 'NOT_ACCEPTABLE', `This address answers only ${EVENT_STREAM}`));
      }
      await changes.whenListening(listenWaitMs);
      const adminId = request.user!.id;
      if (!perAdmin.take(adminId)) {
        throw new DomainError(
          'TOO_MANY_CHANGE_STREAMS',
          `You already have ${maxStreamsPerAdmin} live update streams open: close another admin console tab and try again`,
          'rate_limited',
        );
      }
      const stream = openChangeStream({
        changes,
        heartbeatMs,
        onClose: () => {
          open.delete(stream);
          perAdmin.give(adminId);
        },
      });
      open.add(stream);
      // However the client goes (a closed tab, a dropped connection), its stream and its slot go too.
      reply.raw.once('close', () => stream.destroy());
      if (request.socket.destroyed) stream.destroy();
      return (
        reply
          .type(`${EVENT_STREAM}; charset=utf-8`)
          .header('cache-control', 'no-store')
          .header('x-accel-buffering', 'no')
          // The schema documents the body as text; Fastify pipes a stream as it is, unserialized.
          .send(stream as unknown as string)
      );
    },
  );
};

/** No Accept header, or one that takes an event stream (or anything). */
function acceptsEventStream(accept: string | undefined): boolean {
  if (!accept) return true;
  return accept
    .split(',')
    .map((range) => range.split(';')[0]!.trim().toLowerCase())
    .some((type) => type === EVENT_STREAM || type === 'text/*' || type === '*/*');
}

export default changeRoutes;
