// Turns a hand-written log of (stream, event) pairs into recorded events: revisions per stream,
// positions and ids in log order, the n-th event recorded at minute n.
import type { Actor } from '@shop/domain';
import type { RecordedEvent } from '@shop/infra';

export interface RecordedLogOptions {
  /** The fourth group of the events' ids, telling one log's events from another's (e.g. `9000`). */
  idGroup: string;
  /** Who every event's metadata names as its actor. */
  actor: Actor;
  /** The log's clock: the time of a minute. */
  at: (minute: number) => string;
}

export function recordedLog(
  entries: readonly (readonly [streamId: string, event: { type: string; data: unknown }])[],
  { idGroup, actor, at }: RecordedLogOptions,
): RecordedEvent[] {
  const revisions = new Map<string, bigint>();
  return entries.map(([streamId, event], index) => {
    const revision = revisions.get(streamId) ?? 0n;
    revisions.set(streamId, revision + 1n);
    const position = BigInt(index + 1);
    return {
      id: `00000000-0000-4000-${idGroup}-${String(index + 1).padStart(12, '0')}`,
      streamId,
      revision,
      type: event.type,
      data: event.data,
      metadata: { actor, correlationId: 'c', causationId: null, occurredAt: at(index) },
      position: { commit: position, prepare: position },
      recordedAt: new Date(at(index)),
    };
  });
}
