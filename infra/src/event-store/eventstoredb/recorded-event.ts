// The client's resolved events as the port's recorded events; system events are not part of the
// product's log.
import type { AllStreamResolvedEvent, ResolvedEvent } from '@eventstore/db-client';
import type { EventMetadata, RecordedEvent } from '../event-store.js';

/** Undefined for system events and streams (`$…`), links, non-JSON events and events without a position. */
export function toRecordedEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | undefined {
  const event = resolved.event;
  if (!event || event.type.startsWith('$') || event.streamId.startsWith('$')) return undefined;
  if (!event.position || !event.isJson) return undefined;
  return {
    id: event.id,
    streamId: event.streamId,
    revision: event.revision,
    type: event.type,
    data: event.data,
    metadata: event.metadata as unknown as EventMetadata,
    position: { commit: event.position.commit, prepare: event.position.prepare },
    recordedAt: event.created,
  };
}
