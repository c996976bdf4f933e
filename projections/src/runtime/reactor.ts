// What a reactor is: a named handler of some event types that acts (follow-up commands, emails) rather
// than writing a read model. Each runs as a consumer group of the event store (reactor-runner.ts).
import type { RecordedEvent } from '@shop/infra';

export interface Reactor {
  /** Its consumer group. A new name starts again from the beginning of the log. */
  readonly id: string;
  /** The event types it reacts to; no other reaches `handle`. */
  readonly eventTypes: readonly string[];
  /**
   * The projectors whose read models it reads: an event reaches `handle` only once each of them has
   * projected it, so the reactor never acts on rows older than the event (a retry while one is behind).
   */
  readonly reads?: readonly string[];
  /**
   * Acts on one event. Delivery is at least once, so it must be idempotent (ids derived from the
   * event, reservation streams, a sent-emails table). Throwing retries the event, then parks it.
   */
  handle(event: RecordedEvent): Promise<void>;
}
