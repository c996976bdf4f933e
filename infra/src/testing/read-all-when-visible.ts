// Reading the log right after appending, in tests: on PostgreSQL an append is read only once every
// older writing transaction on the server has ended (so none is ever skipped), and test files share
// one server, so another file's transaction can hold a fresh append back for a moment.
import type { EventStore, RecordedEvent } from '../event-store/event-store.js';
import type { GlobalPosition } from '../event-store/position.js';

/** `readAll(after, { limit })` once it shows at least `count` events, or after five seconds as it is. */
export async function readAllWhenVisible(
  store: EventStore,
  after: GlobalPosition,
  limit: number,
  count = limit,
): Promise<RecordedEvent[]> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const events = await store.readAll(after, { limit });
    if (events.length >= count || Date.now() > deadline) return events;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
