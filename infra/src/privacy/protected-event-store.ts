// The event store as every service sees it: personal fields (domain PERSONAL_DATA) are sealed with
// their subject's key on the way in and opened on the way out; once that key is destroyed they read as
// ERASED everywhere, in live reads and in every rebuild. Everything else passes straight through.
import { ERASED, PERSONAL_DATA } from '@shop/domain';
import type {
  AppendOptions,
  AppendResult,
  BatchHandler,
  ConsumerGroupOptions,
  EventHandler,
  EventStore,
  NewEvent,
  RecordedEvent,
  StreamAppend,
  SubscribeOptions,
  Subscription,
} from '../event-store/event-store.js';
import type { GlobalPosition } from '../event-store/position.js';
import { isSealed, open, seal } from './field-cipher.js';
import type { PersonalDataKeys } from './personal-data-keys.js';

type Data = Record<string, unknown>;

export class ProtectedEventStore implements EventStore {
  readonly kind: EventStore['kind'];

  constructor(
    private readonly inner: EventStore,
    private readonly keys: PersonalDataKeys,
  ) {
    this.kind = inner.kind;
  }

  async append(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    return this.inner.append(streamId, await this.sealEvents(streamId, events), options);
  }

  async appendMany(appends: StreamAppend[], options?: Pick<AppendOptions, 'durability'>) {
    const sealed = await Promise.all(
      appends.map(async ({ streamId, events }) => ({
        streamId,
        events: await this.sealEvents(streamId, events),
      })),
    );
    return this.inner.appendMany(sealed, options);
  }

  private sealEvents(streamId: string, events: NewEvent[]): Promise<NewEvent[]> {
    return Promise.all(
      events.map(async (event) => ({
        ...event,
        data: await this.sealData(event.type, streamId, event.data),
      })),
    );
  }

  async *readStream(streamId: string, options?: { fromRevision?: bigint }): AsyncIterable<RecordedEvent> {
    for await (const event of this.inner.readStream(streamId, options)) yield this.openEvent(event);
  }

  async readAll(after: GlobalPosition, options: { limit: number }): Promise<RecordedEvent[]> {
    return this.openEvents(await this.inner.readAll(after, options));
  }

  subscribeAll(after: GlobalPosition, handler: BatchHandler, options?: SubscribeOptions): Subscription {
    return this.inner.subscribeAll(after, async (events) => handler(await this.openEvents(events)), options);
  }

  subscribeGroup(group: string, handler: EventHandler, options?: ConsumerGroupOptions): Subscription {
    return this.inner.subscribeGroup(group, async (event) => handler(await this.openEvent(event)), options);
  }

  consumerGroups = () => this.inner.consumerGroups();
  replayParked = (group: string) => this.inner.replayParked(group);
  headPosition = () => this.inner.headPosition();
  countAfter = (position: GlobalPosition, max: number) => this.inner.countAfter(position, max);
  expireEvents = (streamPrefix: string, before: Date) => this.inner.expireEvents(streamPrefix, before);
  ping = () => this.inner.ping();
  close = () => this.inner.close();

  private async sealData(type: string, streamId: string, data: unknown): Promise<unknown> {
    const rule = PERSONAL_DATA[type];
    const subject = rule?.subject(data as Data, streamId);
    if (!rule || subject === undefined) return data;
    const key = await this.keys.keyFor(subject);
    const sealed: Data = { ...(data as Data) };
    for (const field of rule.fields) {
      const value = sealed[field];
      if (typeof value !== 'string') continue;
      // A person already erased is not written about again in clear.
      sealed[field] = key ? seal(key, `${subject}/${field}`, value) : ERASED;
    }
    return sealed;
  }

  private openEvents(events: RecordedEvent[]): Promise<RecordedEvent[]> {
    return Promise.all(events.map((event) => this.openEvent(event)));
  }

  private async openEvent(event: RecordedEvent): Promise<RecordedEvent> {
    const rule = PERSONAL_DATA[event.type];
    const data = event.data as Data;
    const subject = rule?.subject(data, event.streamId);
    if (!rule || subject === undefined || !rule.fields.some((field) => isSealed(data[field]))) return event;
    const key = await this.keys.existingKey(subject);
    const opened: Data = { ...data };
    for (const field of rule.fields) {
      const value = opened[field];
      if (isSealed(value)) opened[field] = key ? open(key, `${subject}/${field}`, value) : ERASED;
    }
    return { ...event, data: opened };
  }
}
