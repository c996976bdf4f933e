// The event-store port: what the rest of the system may ask of any event store adapter.
import type { Actor } from '@shop/domain';
import type { EventFilter } from './event-filter.js';
import type { GlobalPosition } from './position.js';

export interface EventMetadata {
  actor: Actor;
  /** Ties together everything caused by one request or one process run. */
  correlationId: string;
  /** The id of the event or of the HTTP request that caused this one; null when neither applies. */
  causationId: string | null;
  /** When the deciding command ran (the command's `now`), ISO 8601. */
  occurredAt: string;
}

export interface NewEvent {
  /**
   * A UUID. What a repeated id does depends on the store. PostgreSQL: ids are unique in the whole
   * log; appending the same events to the same stream again is a no-op answering the first
   * append's result, and an id used by other events throws EventIdConflictError. EventStoreDB: the
   * server skips the events only when the same ids come again to the same stream with the same
   * expected revision, or with `any` while its in-memory id cache (lost on a restart or a leader
   * change) still holds them; otherwise it appends them again and EventIdConflictError never comes.
   * handleCommand therefore drops decided events whose ids are already in the stream it read.
   */
  id: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

export interface RecordedEvent {
  id: string;
  streamId: string;
  /** 0 for a stream's first event. */
  revision: bigint;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  position: GlobalPosition;
  recordedAt: Date;
}

/** `no_stream`: the stream must not exist; a bigint: its last event must have this revision. */
export type ExpectedRevision = 'no_stream' | 'any' | bigint;

export interface AppendOptions {
  expectedRevision: ExpectedRevision;
  /**
   * `relaxed`: acknowledged before the database has flushed it to disk, so a server crash in the next
   * moment may lose it. Only for data the next report supersedes anyway (robot heartbeats and position
   * snapshots); it spares the disk one flush per append. Default `durable`.
   */
  durability?: 'durable' | 'relaxed';
}

/** One of the independent appends of `appendMany`. */
export interface StreamAppend {
  streamId: string;
  events: NewEvent[];
}

export type AppendResult =
  | { ok: true; nextRevision: bigint; position: GlobalPosition }
  | { ok: false; reason: 'wrong_expected_revision'; actualRevision: bigint | 'no_stream' };

export type BatchHandler = (events: RecordedEvent[]) => Promise<void>;

export interface SubscribeOptions {
  /** Largest batch handed to the handler at once. */
  batchSize?: number;
  /** Only events of matching streams reach the handler (both stores filter on the client side). */
  filter?: EventFilter;
  /**
   * With a filter: called between batches with a position the subscription has read past when every
   * event since the last batch was filtered out, so a checkpoint keeps up with a sparse filter.
   */
  onProgress?: (position: GlobalPosition) => Promise<void>;
}

export interface Subscription {
  /** Stops after the batch in hand; resolves when stopped. */
  stop(): Promise<void>;
  /** Settles when the subscription ends: resolves after stop(), rejects with the handler's or the store's error. */
  readonly done: Promise<void>;
}

/** One member's handler in a consumer group: returning acknowledges the event, throwing refuses it. */
export type EventHandler = (event: RecordedEvent) => Promise<void>;

export interface ConsumerGroupOptions {
  /** Only events of matching streams are delivered. */
  filter?: EventFilter;
  /** Only events of these types are delivered (EventStoreDB filters them on the server). */
  eventTypes?: readonly string[];
  /** Deliveries of one event that may fail before it is parked; later events of its stream go on. */
  maxAttempts?: number;
  /** How long a delivered, unacknowledged event stays with its member before another may take it. */
  leaseMs?: number;
  /** Pause before a refused event is offered again. */
  retryDelayMs?: number;
  /** Told when an event has failed `maxAttempts` times and is parked. */
  onParked?: (event: RecordedEvent, error: unknown) => void;
}

export interface ConsumerGroupStatus {
  group: string;
  /** Events the group has read from the log; undefined before it has read any. */
  position: GlobalPosition | undefined;
  /**
   * Events acknowledged after their handler succeeded. PostgreSQL: since the group was created, by
   * any member; EventStoreDB (whose server counts deliveries, retries included): by this process's
   * members since it started.
   */
  handled: number;
  /** Read but not yet acknowledged: queued, with a member, or waiting for a retry. */
  inFlight: number;
  /** Given up after `maxAttempts`; they wait for `replayParked`. */
  parked: number;
}

export interface EventStore {
  readonly kind: 'postgres' | 'eventstoredb';
  append(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult>;
  /**
   * Independent appends, each to the end of its stream (expected revision `any`), results in the same
   * order; one stream's appends land in the order given. The store may write them together
   * (PostgreSQL: one statement, one commit, positions in the order given) or side by side
   * (EventStoreDB: streams in parallel, so positions across streams in any order). A failure throws;
   * on EventStoreDB only after the other streams' appends have finished, which stay. For high-rate
   * data such as robot reports.
   */
  appendMany(appends: StreamAppend[], options?: Pick<AppendOptions, 'durability'>): Promise<AppendResult[]>;
  /** The stream's events in revision order; nothing for a stream that does not exist. */
  readStream(streamId: string, options?: { fromRevision?: bigint }): AsyncIterable<RecordedEvent>;
  /** Events strictly after `after`, in global order; never skips one that commits later. */
  readAll(after: GlobalPosition, options: { limit: number }): Promise<RecordedEvent[]>;
  /** Catch-up from `after`, then live; the next batch waits until the handler's promise settles. */
  subscribeAll(after: GlobalPosition, handler: BatchHandler, options?: SubscribeOptions): Subscription;
  /**
   * Joins the named consumer group (a persistent subscription): the group remembers its place in the
   * log, and its members, in any process, share the events: each is delivered to one member at a
   * time, a stream's events in order, at least once. A failing event is retried, then parked.
   */
  subscribeGroup(group: string, handler: EventHandler, options?: ConsumerGroupOptions): Subscription;
  /** Every consumer group with its progress. */
  consumerGroups(): Promise<ConsumerGroupStatus[]>;
  /** Offers the group's parked events again (after the cause is fixed). */
  replayParked(group: string): Promise<void>;
  /** Position of the last event in the log, or START when it is empty. */
  headPosition(): Promise<GlobalPosition>;
  /** How many events lie after `position`, counting at most `max`. */
  countAfter(position: GlobalPosition, max: number): Promise<number>;
  /**
   * Forgets events of the streams named `streamPrefix…` recorded before `before`, always keeping each
   * stream's newest. Only for telemetry kept as latest state (heartbeats, position snapshots), never
   * for the ledger. Returns how many were removed.
   */
  expireEvents(streamPrefix: string, before: Date): Promise<number>;
  /** Throws when the store cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class EventIdConflictError extends Error {
  override readonly name = 'EventIdConflictError';
}
