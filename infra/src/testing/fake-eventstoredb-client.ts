// A stand-in for the EventStoreDB client at the adapter's boundary, for tests that need no server:
// an in-memory $all with system events, reads by pages as the server pages them, subscriptions
// the test drives, and a record of what the adapter asked.
import { EventEmitter } from 'node:events';
import {
  type AllStreamResolvedEvent,
  type AppendResult,
  type AppendToStreamOptions,
  ErrorType,
  type PersistentAction,
  type PersistentSubscriptionToAllInfo,
  type PersistentSubscriptionToAllStats,
  type Position,
  type ReadAllOptions,
  type ReadStreamOptions,
  type SubscribeToAllOptions,
} from '@eventstore/db-client';
import type { EventStoreClient } from '../event-store/eventstoredb/client.js';

export interface FakeEvent {
  streamId: string;
  type: string;
  id: string;
  revision: bigint;
  position: Position;
  data: unknown;
  metadata: unknown;
}

const commandError = (type: ErrorType, message: string) => Object.assign(new Error(message), { type });

/** A read as the client returns it: iterable, cancellable, and able to hang until cancelled. */
class FakeRead<T> {
  cancelled = false;
  constructor(
    private readonly items: T[],
    private readonly hang: boolean,
    private readonly failure?: Error,
  ) {}
  async cancel() {
    this.cancelled = true;
  }
  async *[Symbol.asyncIterator]() {
    if (this.failure) throw this.failure;
    for (const item of this.items) {
      if (this.cancelled) return;
      yield item;
    }
    if (this.hang) await new Promise(() => {});
  }
}

/** A catch-up subscription the test feeds with `deliver`, ends with `fail`, and sees paused. */
export class FakeSubscription extends EventEmitter {
  paused = false;
  unsubscribed = false;
  constructor(readonly options: SubscribeToAllOptions) {
    super();
  }
  pause() {
    this.paused = true;
    return this;
  }
  resume() {
    this.paused = false;
    return this;
  }
  async unsubscribe() {
    this.unsubscribed = true;
  }
  deliver(resolved: AllStreamResolvedEvent) {
    this.emit('data', resolved);
  }
  fail(error: unknown) {
    this.emit('error', error);
  }
}

/** One member's connection to a persistent subscription: the test delivers, the adapter acks and nacks. */
export class FakeMember {
  readonly settled: string[] = [];
  unsubscribed = false;
  private readonly queue: (AllStreamResolvedEvent & { retryCount: number })[] = [];
  private failure: unknown;
  private wake: (() => void) | undefined;
  deliver(event: FakeEvent, retryCount = 0) {
    this.queue.push({ event: toResolved(event).event!, retryCount });
    this.wake?.();
  }
  fail(error: unknown) {
    this.failure = error;
    this.wake?.();
  }
  async ack(...events: AllStreamResolvedEvent[]) {
    for (const resolved of events) this.settled.push(`ack ${resolved.event?.type}`);
  }
  async nack(action: PersistentAction, _reason: string, ...events: AllStreamResolvedEvent[]) {
    for (const resolved of events) this.settled.push(`${action} ${resolved.event?.type}`);
  }
  async unsubscribe() {
    this.unsubscribed = true;
    this.wake?.();
  }
  async *[Symbol.asyncIterator]() {
    for (;;) {
      if (this.failure) throw this.failure;
      if (this.unsubscribed) return;
      const next = this.queue.shift();
      if (next) {
        yield next;
        continue;
      }
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
    }
  }
}

function toResolved(event: FakeEvent): AllStreamResolvedEvent {
  return {
    event: {
      streamId: event.streamId,
      id: event.id,
      revision: event.revision,
      type: event.type,
      data: event.data,
      metadata: event.metadata,
      isJson: true,
      created: new Date(0),
      position: event.position,
    } as AllStreamResolvedEvent['event'],
    commitPosition: event.position.commit,
  };
}

const compare = (a: Position, b: Position) =>
  a.commit !== b.commit
    ? a.commit < b.commit
      ? -1
      : 1
    : a.prepare < b.prepare
      ? -1
      : a.prepare > b.prepare
        ? 1
        : 0;

export class FakeEventStoreClient {
  readonly log: FakeEvent[] = [];
  readonly readAllCalls: ReadAllOptions[] = [];
  readonly appendOptions: AppendToStreamOptions[] = [];
  readonly subscriptions: FakeSubscription[] = [];
  readonly members: FakeMember[] = [];
  readonly createdGroups: { group: string; settings: unknown }[] = [];
  groupStats: Partial<PersistentSubscriptionToAllStats> = {};
  /** Reads of $all yield their events, then wait for ever instead of ending. */
  hangReads = false;
  /** Called before each append; may wait or throw to stand for the server. */
  beforeAppend: (streamId: string) => Promise<void> = async () => {};
  private nextPosition = 100n;

  /** The client as the adapter sees it. */
  get client(): EventStoreClient {
    return this as unknown as EventStoreClient;
  }

  /** Writes events straight into the log, system ones too. */
  record(streamId: string, types: string[]): FakeEvent[] {
    const revision = BigInt(this.log.filter((event) => event.streamId === streamId).length);
    return types.map((type, index) => {
      const position = { commit: this.nextPosition, prepare: this.nextPosition };
      this.nextPosition += 100n;
      const event: FakeEvent = {
        streamId,
        type,
        id: `${streamId}#${revision + BigInt(index)}`,
        revision: revision + BigInt(index),
        position,
        data: {},
        metadata: {},
      };
      this.log.push(event);
      return event;
    });
  }

  /** Metadata writes, as the server records them in `$$<stream>`. */
  recordSystemEvents(count: number) {
    for (let index = 0; index < count; index += 1) this.record(`$$meta-${index}`, ['$metadata']);
  }

  async appendToStream(
    streamId: string,
    events: { id: string; type: string; data: unknown; metadata?: unknown }[],
    options: AppendToStreamOptions = {},
  ): Promise<AppendResult> {
    this.appendOptions.push(options);
    const { expectedRevision } = options;
    await this.beforeAppend(streamId);
    const existing = this.log.filter((event) => event.streamId === streamId);
    const current = existing.length === 0 ? undefined : BigInt(existing.length - 1);
    if (typeof expectedRevision === 'bigint' && expectedRevision !== current) {
      throw Object.assign(commandError(ErrorType.WRONG_EXPECTED_VERSION, 'wrong expected version'), {
        actualVersion: current ?? 'no_stream',
      });
    }
    const recorded = this.record(
      streamId,
      events.map((event) => event.type),
    ).map((event, index) => Object.assign(event, { id: events[index]!.id, data: events[index]!.data }));
    return {
      success: true,
      nextExpectedRevision: recorded.at(-1)!.revision,
      position: recorded.at(-1)!.position,
    };
  }

  readStream(streamId: string, { fromRevision = 0n }: ReadStreamOptions = {}) {
    const events = this.log.filter((event) => event.streamId === streamId);
    if (events.length === 0) {
      return new FakeRead<AllStreamResolvedEvent>(
        [],
        false,
        commandError(ErrorType.STREAM_NOT_FOUND, streamId),
      );
    }
    const from = typeof fromRevision === 'bigint' ? fromRevision : 0n;
    return new FakeRead(events.filter((event) => event.revision >= from).map(toResolved), false);
  }

  readAll(options: ReadAllOptions = {}) {
    this.readAllCalls.push(options);
    const { fromPosition = 'start', direction = 'forwards', maxCount = Number.MAX_SAFE_INTEGER } = options;
    let events: FakeEvent[];
    if (direction === 'forwards') {
      events =
        fromPosition === 'start'
          ? this.log
          : this.log.filter((e) => fromPosition !== 'end' && compare(e.position, fromPosition) >= 0);
      if (fromPosition === 'end') events = [];
    } else {
      const before =
        fromPosition === 'end'
          ? this.log
          : this.log.filter((e) => fromPosition !== 'start' && compare(e.position, fromPosition) < 0);
      events = [...before].reverse();
    }
    return new FakeRead(events.slice(0, Number(maxCount)).map(toResolved), this.hangReads);
  }

  subscribeToAll(options: SubscribeToAllOptions = {}) {
    const subscription = new FakeSubscription(options);
    this.subscriptions.push(subscription);
    return subscription;
  }

  /** Events of the log after `after` (all when START), as a subscription would deliver them. */
  resolvedAfter(after: Position | 'start'): AllStreamResolvedEvent[] {
    return this.log
      .filter((event) => after === 'start' || compare(event.position, after) > 0)
      .map(toResolved);
  }

  async setStreamMetadata(streamId: string) {
    this.record(`$$${streamId}`, ['$metadata']);
  }

  async createPersistentSubscriptionToAll(group: string, settings: unknown) {
    this.createdGroups.push({ group, settings });
  }

  subscribeToPersistentSubscriptionToAll() {
    const member = new FakeMember();
    this.members.push(member);
    return member;
  }

  async listPersistentSubscriptionsToAll(): Promise<PersistentSubscriptionToAllInfo[]> {
    return this.createdGroups.map(({ group }) => ({
      groupName: group,
      stats: {
        totalItems: 0n,
        totalInFlightMessages: 0,
        outstandingMessagesCount: 0,
        readBufferCount: 0,
        liveBufferCount: 0n,
        retryBufferCount: 0,
        parkedMessageCount: 0n,
        ...this.groupStats,
      },
    })) as unknown as PersistentSubscriptionToAllInfo[];
  }

  async replayParkedMessagesToAll() {}

  async dispose() {}
}
