// EventStoreDB / KurrentDB adapter (selected by EVENTSTORE_URL): the scale-out path.
import {
  ANY,
  type AppendExpectedRevision,
  type Credentials,
  ErrorType,
  START as ESDB_START,
  EventStoreDBClient,
  excludeSystemEvents,
  FORWARDS,
  jsonEvent,
  NO_STREAM,
} from '@eventstore/db-client';
import { filteringHandler } from '../event-filter.js';
import type {
  AppendOptions,
  AppendResult,
  BatchHandler,
  ConsumerGroupOptions,
  EventHandler,
  EventStore,
  ExpectedRevision,
  NewEvent,
  RecordedEvent,
  StreamAppend,
  SubscribeOptions,
  Subscription,
} from '../event-store.js';
import { comparePositions, type GlobalPosition, START } from '../position.js';
import { appendCredentialsFor, type EventStoreClient, withDeadline } from './client.js';
import { runLiveSubscription } from './live-subscription.js';
import {
  type AcknowledgedCounts,
  listPersistentSubscriptions,
  runPersistentSubscription,
} from './persistent-subscription.js';
import { countUserEventsAfter, lastUserPosition, type ReadAllSettings, readUserEvents } from './read-all.js';
import { toRecordedEvent } from './recorded-event.js';
import { DEFAULT_RESUBSCRIBE, type ResubscribeSettings } from './resubscribe.js';

/** Streams named `<prefix>…` whose events the server itself forgets after `maxAgeMs`. */
export type StreamRetention = Readonly<Record<string, number>>;

export interface EventStoreDbSettings {
  /** Longest wait for the next event of a read (the client sets none on reads). Default 10 s. */
  readDeadlineMs?: number;
  /** How dropped subscriptions are made again. */
  resubscribe?: ResubscribeSettings;
  /**
   * Given with every append (by default from the connection string: appendCredentialsFor), which
   * makes the 6.2.1 client send each append as a call of its own rather than through its batch-append
   * stream, whose one process-wide table of pending appends lets one broken call reject every append
   * in flight, and a reply arriving after that throw from the client's event handler.
   */
  appendCredentials?: Credentials | undefined;
}

export class EventStoreDbEventStore implements EventStore {
  readonly kind = 'eventstoredb' as const;
  private readonly client: EventStoreClient;
  private readonly subscriptions = new Set<Subscription>();
  private readonly acknowledged: AcknowledgedCounts = new Map();
  private readonly reads: ReadAllSettings;
  private readonly resubscribe: ResubscribeSettings;
  private readonly appendCredentials: Credentials | undefined;

  /** `connection`: an `esdb://` connection string, or a client (tests hand in a fake). */
  constructor(
    connection: string | EventStoreClient,
    private readonly retention: StreamRetention = {},
    {
      readDeadlineMs = 10_000,
      resubscribe = DEFAULT_RESUBSCRIBE,
      appendCredentials = typeof connection === 'string' ? appendCredentialsFor(connection) : undefined,
    }: EventStoreDbSettings = {},
  ) {
    this.client =
      typeof connection === 'string' ? EventStoreDBClient.connectionString(connection) : connection;
    this.reads = { client: this.client, deadlineMs: readDeadlineMs };
    this.resubscribe = resubscribe;
    this.appendCredentials = appendCredentials;
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
        { expectedRevision: toExpected(expectedRevision), credentials: this.appendCredentials },
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

  /**
   * EventStoreDB appends to one stream at a time: a stream's appends go one after another in the
   * order given, different streams side by side. All are let finish; then the first failure, if
   * any, is thrown (the appends that succeeded stay; the server skips a repeat with the same ids
   * while its id cache holds them).
   */
  async appendMany(appends: StreamAppend[]): Promise<AppendResult[]> {
    const byStream = new Map<string, number[]>();
    for (const [index, { streamId }] of appends.entries()) {
      byStream.set(streamId, [...(byStream.get(streamId) ?? []), index]);
    }
    const results: AppendResult[] = new Array(appends.length);
    const outcomes = await Promise.allSettled(
      [...byStream.values()].map(async (indexes) => {
        for (const index of indexes) {
          const { streamId, events } = appends[index]!;
          results[index] = await this.append(streamId, events, { expectedRevision: 'any' });
        }
      }),
    );
    const failed = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    return results;
  }

  async *readStream(streamId: string, { fromRevision = 0n }: { fromRevision?: bigint } = {}) {
    try {
      const read = this.client.readStream(streamId, { fromRevision, direction: FORWARDS });
      for await (const resolved of withDeadline(read, this.reads.deadlineMs)) {
        const event = toRecordedEvent(resolved);
        if (event) yield event;
      }
    } catch (error) {
      if (isErrorOfType(error, ErrorType.STREAM_NOT_FOUND)) return;
      throw error;
    }
  }

  /** Reads on past system events until `limit` user events or the end (see read-all.ts). */
  readAll(after: GlobalPosition, { limit }: { limit: number }): Promise<RecordedEvent[]> {
    return readUserEvents(this.reads, after, limit);
  }

  /**
   * Catch-up by pages of readAll, then live, both without system events; a stream filter applies
   * here, as on PostgreSQL, so progress past filtered-out events reaches the head (the server's
   * filtered subscriptions report it only every 320 events looked at, and never the head).
   */
  subscribeAll(
    after: GlobalPosition,
    handler: BatchHandler,
    { batchSize = 500, filter, onProgress }: SubscribeOptions = {},
  ) {
    const subscription = runLiveSubscription({
      after,
      batchSize,
      handler: filter ? filteringHandler(handler, filter, onProgress) : handler,
      resubscribe: this.resubscribe,
      catchUp: (position, limit) => this.readAll(position, { limit }),
      subscribe: (position) =>
        this.client.subscribeToAll({
          fromPosition: comparePositions(position, START) === 0 ? ESDB_START : position,
          filter: excludeSystemEvents(),
        }),
      toRecordedEvent,
    });
    return this.track(subscription);
  }

  /** A persistent subscription to $all (see persistent-subscription.ts). */
  subscribeGroup(group: string, handler: EventHandler, options: ConsumerGroupOptions = {}): Subscription {
    const context = { client: this.client, acknowledged: this.acknowledged, resubscribe: this.resubscribe };
    return this.track(runPersistentSubscription(context, group, handler, options));
  }

  consumerGroups = () => listPersistentSubscriptions(this.client, this.acknowledged);

  replayParked = (group: string) => this.client.replayParkedMessagesToAll(group);

  private track(subscription: Subscription): Subscription {
    this.subscriptions.add(subscription);
    subscription.done.catch(() => {}).finally(() => this.subscriptions.delete(subscription));
    return subscription;
  }

  /** The last user event's position, read backwards past system events. */
  headPosition(): Promise<GlobalPosition> {
    return lastUserPosition(this.reads);
  }

  /** Counted backwards from the end, at most 1,000 (see read-all.ts). */
  countAfter(position: GlobalPosition, max: number): Promise<number> {
    return countUserEventsAfter(this.reads, position, max);
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
    const read = this.client.readAll({ fromPosition: 'end', direction: 'backwards', maxCount: 1 });
    for await (const _ of withDeadline(read, this.reads.deadlineMs)) break;
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
