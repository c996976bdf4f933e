// Runs a reactor event by event (in the same transaction) so its log lines name the causing event:
// its id, type, stream and correlation id, the id the API logged with the request that caused it.
import type { Logger, RecordedEvent } from '@shop/infra';
import type { Projector } from './projector.js';

export function tracedReactor(reactor: Projector, logger: Logger): Projector {
  const causeOf = (event: RecordedEvent) => ({
    eventId: event.id,
    type: event.type,
    streamId: event.streamId,
    correlationId: event.metadata.correlationId,
    causationId: event.metadata.causationId,
  });
  return {
    ...reactor,
    async project(trx, events) {
      for (const event of events) {
        try {
          await reactor.project(trx, [event]);
        } catch (error) {
          logger.error({ err: error, reactor: reactor.id, cause: causeOf(event) }, 'reactor failed on event');
          throw error;
        }
        logger.trace({ reactor: reactor.id, cause: causeOf(event) }, 'reactor handled event');
      }
    },
  };
}
