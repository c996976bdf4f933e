// Counts what the event store is asked to write: appends by outcome (a conflict is a refused expected
// revision, including a reservation already claimed), events written, and how long appends take.
import type {
  AppendOptions,
  AppendResult,
  BatchHandler,
  ConsumerGroupOptions,
  EventHandler,
  EventStore,
  NewEvent,
  StreamAppend,
  SubscribeOptions,
} from '../event-store/event-store.js';
import type { GlobalPosition } from '../event-store/position.js';
import { Counter, Histogram, type Registry } from './registry.js';

export function meterEventStore(store: EventStore, registry: Registry): EventStore {
  return new MeteredEventStore(store, registry);
}

class MeteredEventStore implements EventStore {
  readonly kind: EventStore['kind'];
  private readonly appends: Counter<'outcome'>;
  private readonly written: Counter;
  private readonly seconds: Histogram;

  constructor(
    private readonly inner: EventStore,
    registry: Registry,
  ) {
    this.kind = inner.kind;
    this.appends = new Counter({
      name: 'shop_event_store_appends_total',
      help: 'Appends to the event store by outcome: ok, conflict (wrong expected revision), error',
      labelNames: ['outcome'],
      registers: [registry],
    });
    this.written = new Counter({
      name: 'shop_event_store_events_appended_total',
      help: 'Events written by successful appends',
      registers: [registry],
    });
    this.seconds = new Histogram({
      name: 'shop_event_store_append_duration_seconds',
      help: 'Time an append takes, conflicts included',
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    });
    // Every series exists from the start, so a rate over it is 0 rather than missing.
    for (const outcome of ['ok', 'conflict', 'error']) this.appends.labels(outcome).inc(0);
    this.written.inc(0);
  }

  async append(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    const stopTimer = this.seconds.startTimer();
    try {
      const result = await this.inner.append(streamId, events, options);
      this.appends.labels(result.ok ? 'ok' : 'conflict').inc();
      if (result.ok) this.written.inc(events.length);
      return result;
    } catch (error) {
      this.appends.labels('error').inc();
      throw error;
    } finally {
      stopTimer();
    }
  }

  async appendMany(
    appends: StreamAppend[],
    options?: Pick<AppendOptions, 'durability'>,
  ): Promise<AppendResult[]> {
    const stopTimer = this.seconds.startTimer();
    try {
      const results = await this.inner.appendMany(appends, options);
      for (const [index, result] of results.entries()) {
        this.appends.labels(result.ok ? 'ok' : 'conflict').inc();
        if (result.ok) this.written.inc(appends[index]!.events.length);
      }
      return results;
    } catch (error) {
      this.appends.labels('error').inc(appends.length);
      throw error;
    } finally {
      stopTimer();
    }
  }

  readStream = (streamId: string, options?: { fromRevision?: bigint }) =>
    this.inner.readStream(streamId, options);
  readAll = (after: GlobalPosition, options: { limit: number }) => this.inner.readAll(after, options);
  subscribeAll = (after: GlobalPosition, handler: BatchHandler, options?: SubscribeOptions) =>
    this.inner.subscribeAll(after, handler, options);
  subscribeGroup = (group: string, handler: EventHandler, options?: ConsumerGroupOptions) =>
    this.inner.subscribeGroup(group, handler, options);
  consumerGroups = () => this.inner.consumerGroups();
  replayParked = (group: string) => this.inner.replayParked(group);
  headPosition = () => this.inner.headPosition();
  countAfter = (position: GlobalPosition, max: number) => this.inner.countAfter(position, max);
  expireEvents = (streamPrefix: string, before: Date) => this.inner.expireEvents(streamPrefix, before);
  ping = () => this.inner.ping();
  close = () => this.inner.close();
}
