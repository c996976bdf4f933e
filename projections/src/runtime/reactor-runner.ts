// Runs one reactor as a member of its consumer group: every instance of the projections service joins,
// so they share the reactor's events; a failing event is retried, then parked (and logged) while the
// rest go on; if the group's connection fails, the member joins again after a pause.
import type { EventStore, Logger, RecordedEvent, Subscription } from '@shop/infra';
import type { Kysely } from 'kysely';
import type { ReadModels } from '../db/schema.js';
import { waitForCheckpoint } from './checkpoints.js';
import type { Reactor } from './reactor.js';

export type ReactorState = 'running' | 'retrying' | 'stopped';

export interface ReactorRunnerOptions {
  reactor: Reactor;
  store: EventStore;
  /** Where the checkpoints of the projectors the reactor `reads` are. */
  db: Kysely<ReadModels>;
  logger: Logger;
  /** Deliveries of one event before it is parked. */
  maxAttempts?: number;
  /** Pause before an event is offered again, and before joining again after a failure. */
  retryDelayMs?: number;
}

export interface ReactorRunner {
  readonly id: string;
  status(): { id: string; state: ReactorState; lastError: string | undefined };
  stop(): Promise<void>;
}

/** What the logs say about an event a reactor acted on: the ids that tie it to the request behind it. */
const causeOf = (event: RecordedEvent) => ({
  eventId: event.id,
  type: event.type,
  streamId: event.streamId,
  correlationId: event.metadata.correlationId,
  causationId: event.metadata.causationId,
});

export function startReactor({
  reactor,
  store,
  db,
  logger,
  maxAttempts = 5,
  retryDelayMs = 2_000,
}: ReactorRunnerOptions): ReactorRunner {
  let state: ReactorState = 'running';
  let lastError: string | undefined;
  let stopping = false;
  let current: Subscription | undefined;
  let wake: (() => void) | undefined;

  /** Throws (so the event is offered again later) while a read model the reactor reads is behind it. */
  const readModelsAt = async (event: RecordedEvent) => {
    for (const projectorId of reactor.reads ?? []) {
      if (!(await waitForCheckpoint(db, projectorId, event.position))) {
        throw new Error(`The ${projectorId} read model has not reached ${event.type} ${event.id} yet`);
      }
    }
  };

  const handle = async (event: RecordedEvent) => {
    try {
      await readModelsAt(event);
      await reactor.handle(event);
    } catch (error) {
      logger.error({ err: error, reactor: reactor.id, cause: causeOf(event) }, 'reactor failed on event');
      throw error;
    }
    lastError = undefined;
    logger.trace({ reactor: reactor.id, cause: causeOf(event) }, 'reactor handled event');
  };

  const clearErrorWhenStoreAnswers = async (joined: Subscription) => {
    const answers = await store.ping().then(
      () => true,
      () => false,
    );
    if (answers && current === joined && state === 'running') lastError = undefined;
  };

  const loop = async () => {
    while (!stopping) {
      current = store.subscribeGroup(reactor.id, handle, {
        eventTypes: reactor.eventTypes,
        maxAttempts,
        retryDelayMs,
        onParked: (event) =>
          logger.error({ reactor: reactor.id, cause: causeOf(event), maxAttempts }, 'reactor parked event'),
      });
      state = 'running';
      // Joined again: once the event store answers, the failure that made it leave is over.
      if (lastError !== undefined) void clearErrorWhenStoreAnswers(current);
      try {
        await current.done;
      } catch (error) {
        if (stopping) break;
        state = 'retrying';
        lastError = error instanceof Error ? error.message : String(error);
        logger.error({ err: error, reactor: reactor.id }, 'reactor subscription failed; joining again');
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, retryDelayMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
      }
    }
    state = 'stopped';
  };
  const running = loop();

  return {
    id: reactor.id,
    status: () => ({ id: reactor.id, state, lastError }),
    async stop() {
      stopping = true;
      wake?.();
      await current?.stop();
      await running;
    },
  };
}
