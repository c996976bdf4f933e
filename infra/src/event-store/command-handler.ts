// Runs one command against one aggregate: read its stream, decide, append with the expected
// revision; on a concurrent write, read again and decide again, a bounded number of times. Events
// whose ids are already in the stream it read are dropped, as not every store refuses them (see
// NewEvent.id).
import type { Command, Decider, Event } from '@shop/domain';
import { newId } from '../ids.js';
import type { EventMetadata, EventStore, ExpectedRevision } from './event-store.js';
import type { GlobalPosition } from './position.js';

export class ConcurrencyError extends Error {
  override readonly name = 'ConcurrencyError';
  constructor(readonly streamId: string) {
    super(`Stream ${streamId} kept changing while the command was decided`);
  }
}

export interface HandleOptions<E extends Event> {
  metadata: EventMetadata;
  /** Id of the n-th new event; defaults to random. Reactors pass deterministic ids so replays append nothing twice. */
  eventId?: (event: E, index: number) => string;
  maxAttempts?: number;
}

export interface HandleResult<State, E extends Event> {
  events: E[];
  state: State;
  /** Where the last new event landed; undefined when the command decided nothing. */
  position: GlobalPosition | undefined;
}

export async function handleCommand<State, C extends Command, E extends Event>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, C, E>,
  command: C,
  { metadata, eventId = () => newId(), maxAttempts = 5 }: HandleOptions<E>,
): Promise<HandleResult<State, E>> {
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    const { state, expectedRevision, eventIds } = await loadAggregate(store, streamId, decider);
    const decided = decider
      .decide(command, state)
      .map((event, index) => ({ event, id: eventId(event, index) }));
    const fresh = decided.filter(({ id }) => !eventIds.has(id));
    const events = fresh.map(({ event }) => event);
    const newState = events.reduce(decider.evolve, state);
    if (events.length === 0) return { events, state: newState, position: undefined };
    const result = await store.append(
      streamId,
      fresh.map(({ event, id }) => ({ id, type: event.type, data: event.data, metadata })),
      { expectedRevision },
    );
    if (result.ok) return { events, state: newState, position: result.position };
  }
  throw new ConcurrencyError(streamId);
}

export async function loadAggregate<State, E extends Event>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<State, never, E>, 'initialState' | 'evolve'>,
): Promise<{ state: State; expectedRevision: ExpectedRevision; eventIds: Set<string> }> {
  let state = decider.initialState;
  let expectedRevision: ExpectedRevision = 'no_stream';
  const eventIds = new Set<string>();
  for await (const recorded of store.readStream(streamId)) {
    state = decider.evolve(state, { type: recorded.type, data: recorded.data } as E);
    expectedRevision = recorded.revision;
    eventIds.add(recorded.id);
  }
  return { state, expectedRevision, eventIds };
}
