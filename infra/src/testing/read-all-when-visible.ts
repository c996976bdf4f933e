// Reading the log right after appending, in tests: on PostgreSQL an append is read only once every
// older writing transaction on the server has ended (so none is ever skipped), and test files share
// one server, so another file's transaction can hold a fresh append back for a moment.
import type { EventStore, RecordedEvent } from '../event-store/event-store.js';
import type { GlobalPosition } from '../event-store/position.js';
import { eventually } from './eventually.js';

/** `readAll(after, { limit })` once it shows at least `count` events; throws if it never does. */
export function readAllWhenVisible(
  store: EventStore,
  after: GlobalPosition,
  limit: number,
  count = limit,
): Promise<RecordedEvent[]> {
  return eventually(() => store.readAll(after, { limit }), {
    what: `${count} events visible in the log`,
    accept: (events) => events.length >= count,
    intervalMs: 10,
  });
}
