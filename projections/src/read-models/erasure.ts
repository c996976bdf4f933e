// Erasure in the read models: when an account is deleted, projectors overwrite the personal fields they
// copied from its events, the same fields the event store protects (domain PERSONAL_DATA), so the
// live rows match what a rebuild would give once the person's key is gone.
import { ERASED, PERSONAL_DATA, userStreams } from '@shop/domain';
import type { RecordedEvent } from '@shop/infra';

export const DELETED_USER_NAME = 'Deleted user';

/** The deleted account's id when this event deletes one. */
export function deletedAccount(event: RecordedEvent): string | undefined {
  return event.type === 'UserDeleted' && userStreams.has(event.streamId)
    ? userStreams.idOf(event.streamId)
    : undefined;
}

/** The event's data with its personal fields erased (other events come back as they were). */
export function erasedData(type: string, data: unknown): unknown {
  const rule = PERSONAL_DATA[type];
  if (!rule || data === null || typeof data !== 'object') return data;
  const copy: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  for (const field of rule.fields) if (typeof copy[field] === 'string') copy[field] = ERASED;
  return copy;
}

/**
 * The batch in pieces, each ending at an account deletion (or the batch's end): a set-based projector
 * writes a piece, then erases the deleted account's fields from what it holds, as projecting one
 * event at a time would.
 */
export function* piecesEndingAtDeletions(
  events: readonly RecordedEvent[],
): Generator<{ events: readonly RecordedEvent[]; deleted: string | undefined }> {
  let start = 0;
  for (let index = 0; index < events.length; index += 1) {
    const deleted = deletedAccount(events[index]!);
    if (!deleted) continue;
    yield { events: events.slice(start, index + 1), deleted };
    start = index + 1;
  }
  if (start < events.length) yield { events: events.slice(start), deleted: undefined };
}
