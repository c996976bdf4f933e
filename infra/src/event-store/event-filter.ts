// Which events a subscription wants, by stream name: the same rule on both adapters (both apply it
// here to subscriptions; EventStoreDB's consumer groups have the server apply it as one regex), so a
// projector can skip the telemetry firehose.
import type { BatchHandler, RecordedEvent } from './event-store.js';
import type { GlobalPosition } from './position.js';

/** Streams named with one of `streamPrefixes`, or every stream but those with `excludeStreamPrefixes`. */
export type EventFilter =
  | { readonly streamPrefixes: readonly string[] }
  | { readonly excludeStreamPrefixes: readonly string[] };

export function matchesFilter(streamId: string, filter: EventFilter): boolean {
  if ('streamPrefixes' in filter) return filter.streamPrefixes.some((prefix) => streamId.startsWith(prefix));
  return !filter.excludeStreamPrefixes.some((prefix) => streamId.startsWith(prefix));
}

/** The text as a regular expression that matches exactly it. */
export const regexLiteral = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The filter as one regular expression over stream names; system (`$`) streams never match. */
export function filterRegex(filter: EventFilter): string {
  if ('streamPrefixes' in filter) return `^(?:${filter.streamPrefixes.map(regexLiteral).join('|')})`;
  return `^(?!${['\\$', ...filter.excludeStreamPrefixes.map(regexLiteral)].join('|')})`;
}

/**
 * For adapters that filter on the client: matching events go to `handler`; when a batch ends with
 * filtered-out events, `onProgress` hears how far the subscription has read.
 */
export function filteringHandler(
  handler: BatchHandler,
  filter: EventFilter,
  onProgress?: (position: GlobalPosition) => Promise<void>,
): BatchHandler {
  return async (events: RecordedEvent[]) => {
    const kept = events.filter((event) => matchesFilter(event.streamId, filter));
    if (kept.length > 0) await handler(kept);
    const last = events.at(-1);
    if (last && kept.at(-1) !== last) await onProgress?.(last.position);
  };
}
