// An aggregate as it stood at a moment: its stream replayed up to the last event recorded by then
// (all of it when no moment is given).
import type { Decider, Event } from '@shop/domain';
import type { EventStore } from '@shop/infra';

export async function foldAsOf<State, E extends Event>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<State, never, E>, 'initialState' | 'evolve'>,
  asOf: Date | undefined,
): Promise<{ state: State; events: number }> {
  let state = decider.initialState;
  let events = 0;
  // A stream's events are recorded in revision order, so the first one after the moment ends it.
  for await (const recorded of store.readStream(streamId)) {
    if (asOf && recorded.recordedAt > asOf) break;
    state = decider.evolve(state, { type: recorded.type, data: recorded.data } as E);
    events += 1;
  }
  return { state, events };
}
