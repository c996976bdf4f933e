// EventStoreDB / KurrentDB adapter (selected by EVENTSTORE_URL): the scale-out path.
import {
  type AllStreamResolvedEvent,
  ANY,
  type AppendExpectedRevision,
  ErrorType,
  START as ESDB_START,
  EventStoreDBClient,
  excludeSystemEvents,
  FORWARDS,
  jsonEvent,
  NO_STREAM,
  type ResolvedEvent,
  streamNameFilter,
} from '@eventstore/db-client';
import { filterRegex } from '../event-filter.js';
import type {
  AppendOptions,
  AppendResult,
  BatchHandler,
  ConsumerGroupOptions,
  EventHandler,
  EventMetadata,
  EventStore,
  ExpectedRevision,
  NewEvent,
  RecordedEvent,
  StreamAppend,
  SubscribeOptions,
  Subscription,
} from '../event-store.js';
import { comparePositions, type GlobalPosition, START } from '../position.js';
import { runLiveSubscription } from './live-subscription.js';
import { listPersistentSubscriptions, runPersistentSubscription } from './persistent-subscription.js';

/** Streams named `<prefix>…` whose events the server itself forgets after `maxAgeMs`. */
export type StreamRetention = Readonly<Record<string, number>>;

export class EventStoreDbEventStore implements EventStore {
  readonly kind = 'eventstoredb' as const;
  private readonly client: EventStoreDBClient;
  private readonly subscriptions = new Set<Subscription>();

  constructor(
    connectionString: string,
    private readonly retention: StreamRetention = {},
  ) {
    this.client = EventStoreDBClient.connectionString(connectionString);
  }

  async append(
    streamId: string,
    events: NewEvent[],
    // Durability is the cluster's: an append is acknowledged once a quorum has written it.
    { expectedRevision }: AppendOptions,
  ) {
    try {
      const result = await this.client.appendToStream(
        streamId,
        events.map((event) =>
          jsonEvent({
            id: event.id,
            type: event.type,
            data: event.data as Record<string, unknown>,
            metadata: event.metadata,
          }),
        ),
        { expectedRevision: toExpected(expectedRevision) },
      );
      if (!result.position) throw new Error('EventStoreDB did not report the position of the append');
      if (result.nextExpectedRevision === BigInt(events.length - 1)) await this.applyRetention(streamId);
      return {
        ok: true,
        nextRevision: result.nextExpectedRevision,
        position: { commit: result.position.commit, prepare: result.position.prepare },
      } satisfies AppendResult;
    } catch (error) {
      if (isErrorOfType(error, ErrorType.WRONG_EXPECTED_VERSION)) {
        const actual = (error as { actualVersion: bigint | string }).actualVersion;
        return {
          ok: false,
          reason: 'wrong_expected_revision',
          actualRevision: typeof actual === 'bigint' ? actual : 'no_stream',
        } satisfies AppendResult;
      }
      throw error;
    }
  }

  /** EventStoreDB appends to one stream at a time: these go side by side. */
  appendMany(appends: StreamAppend[]): Promise<AppendResult[]> {
    return Promise.all(
      appends.map(({ streamId, events }) => this.append(streamId, events, { expectedRevision: 'any' })),
    );
  }

  async *readStream(streamId: string, { fromRevision = 0n }: { fromRevision?: bigint } = {}) {
    try {
      for await (const resolved of this.client.readStream(streamId, { fromRevision, direction: FORWARDS })) {
        const event = toRecordedEvent(resolved);
        if (event) yield event;
      }
    } catch (error) {
      if (isErrorOfType(error, ErrorType.STREAM_NOT_FOUND)) return;
      throw error;
    }
  }

  async readAll(after: GlobalPosition, { limit }: { limit: number }): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    // Reading forwards from a position includes the event at it, hence one more and the filter.
    const fromPosition = comparePositions(after, START) === 0 ? ESDB_START : after;
    for await (const resolved of this.client.readAll({
      fromPosition,
      maxCount: limit + 1,
      direction: FORWARDS,
    })) {
      const event = toRecordedEvent(resolved);
      if (event && comparePositions(event.position, after) > 0) events.push(event);
      if (events.length === limit) break;
    }
    return events;
  }

  /**
   * Unfiltered: catch-up by pages of readAll, then live. Filtered: one server-side filtered
   * subscription does both, and its checkpoints (every 10 search windows of 32 events) tell
   * `onProgress` how far it has scanned.
   */
  subscribeAll(
    after: GlobalPosition,
    handler: BatchHandler,
    { batchSize = 500, filter, onProgress }: SubscribeOptions = {},
  ) {
    const subscription = runLiveSubscription({
      after,
      batchSize,
      handler,
      onProgress,
      catchUp: filter ? async () => [] : (position, limit) => this.readAll(position, { limit }),
      subscribe: (position, checkpointReached) =>
        this.client.subscribeToAll({
          fromPosition: comparePositions(position, START) === 0 ? ESDB_START : position,
          filter: filter
            ? streamNameFilter({ regex: filterRegex(filter), checkpointInterval: 10, checkpointReached })
            : excludeSystemEvents(),
        }),
      toRecordedEvent,
    });
    return this.track(subscription);
  }

  /** A persistent subscription to $all (see persistent-subscription.ts). */
  subscribeGroup(group: string, handler: EventHandler, options: ConsumerGroupOptions = {}): Subscription {
    return this.track(runPersistentSubscription(this.client, group, handler, options, toRecordedEvent));
  }

  consumerGroups = () => listPersistentSubscriptions(this.client);

  replayParked = (group: string) => this.client.replayParkedMessagesToAll(group);

  private track(subscription: Subscription): Subscription {
    this.subscriptions.add(subscription);
    subscription.done.catch(() => {}).finally(() => this.subscriptions.delete(subscription));
    return subscription;
  }

  async headPosition(): Promise<GlobalPosition> {
    for await (const resolved of this.client.readAll({
      fromPosition: 'end',
      direction: 'backwards',
      maxCount: 50,
    })) {
      const event = toRecordedEvent(resolved);
      if (event) return event.position;
    }
    return START;
  }

  async countAfter(position: GlobalPosition, max: number): Promise<number> {
    return (await this.readAll(position, { limit: max })).length;
  }

  /**
   * The append that creates a stream under a retention prefix gives it `$maxAge`: the server then hides
   * older events at once and removes them at the next scavenge, with nothing to sweep from here.
   */
  private async applyRetention(streamId: string): Promise<void> {
    const prefix = Object.keys(this.retention).find((candidate) => streamId.startsWith(candidate));
    if (prefix === undefined) return;
    const maxAge = Math.ceil((this.retention[prefix] ?? 0) / 1000);
    await this.client.setStreamMetadata(streamId, { maxAge });
  }

  /**
   * Nothing to do: streams under a retention prefix carry `$maxAge` (see applyRetention), which the
   * server enforces. Unlike the PostgreSQL store, a stream whose events are all older than that reads
   * as empty; the read models keep the robot's last state, so nothing reads those streams back.
   */
  async expireEvents(_streamPrefix: string, _before: Date): Promise<number> {
    return 0;
  }

  async ping(): Promise<void> {
    for await (const _ of this.client.readAll({ fromPosition: 'end', direction: 'backwards', maxCount: 1 }))
      break;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
    await this.client.dispose();
  }
}

function toExpected(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'any') return ANY;
  return expected;
}

function isErrorOfType(error: unknown, type: ErrorType): boolean {
  return (error as { type?: unknown })?.type === type;
}

/** System events ($-prefixed) and events without a position are not part of the product's log. */
function toRecordedEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | undefined {
  const event = resolved.event;
  if (!event || event.type.startsWith('$') || !event.position || !event.isJson) return undefined;
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
