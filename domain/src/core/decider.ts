// A decider is the whole behaviour of one aggregate: fold past events into state, decide new ones.
import type { Command, Event } from './message.js';

export interface Decider<State, C extends Command, E extends Event> {
  initialState: State;
  /** Total: events it does not know leave the state unchanged. */
  evolve(state: State, event: E): State;
  /** Pure: returns the new events or throws a DomainError. */
  decide(command: C, state: State): E[];
}

export function foldEvents<State, E extends Event>(
  decider: Pick<Decider<State, never, E>, 'initialState' | 'evolve'>,
  events: Iterable<E>,
): State {
  let state = decider.initialState;
  for (const event of events) state = decider.evolve(state, event);
  return state;
}
