// The default event store: one `events` table in PostgreSQL, one round trip per append.
import { createKysely, type Pool } from '../../postgres/database.js';
import { migrateToLatest } from '../../postgres/migrations.js';
import { filteringHandler } from '../event-filter.js';
import {
  type AppendOptions,
  type AppendResult,
  type BatchHandler,
  type ConsumerGroupOptions,
  type EventHandler,
  EventIdConflictError,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
  type StreamAppend,
  type SubscribeOptions,
  type Subscription,
} from '../event-store.js';
import { type GlobalPosition, START } from '../position.js';
import {
  APPEND_MANY_SQL,
  APPEND_SQL,
  type AppendedRow,
  appended,
  type Durability,
  isUniqueViolation,
} from './append-statements.js';
import { listConsumerGroups, replayParkedDeliveries, runConsumerGroupMember } from './consumer-groups.js';
import { type EventRow, READ_ALL_SQL, SELECT_EVENT, toRecordedEvent } from './event-rows.js';
import { expireEvents } from './expiry.js';
import { LogTail } from './log-tail.js';
import { eventStoreMigrations } from './schema.js';
import { runPollingSubscription } from './subscription.js';
import { CoalescingNotifier, WakeupListener } from './wakeups.js';

const ANY_RETRIES = 5;
const STREAM_PAGE = 1_000;

export interface PostgresEventStoreOptions {
  pool: Pool;
  /** For the LISTEN connection of subscriptions. */
  connectionString: string;
  /** How often an idle subscription looks for events even without a wake-up. */
  pollIntervalMs?: number;
}

export class PostgresEventStore implements EventStore {
  readonly kind = 'postgres' as const;
  private readonly pool: Pool;
  private readonly notifier: CoalescingNotifier;
  private readonly wakeups: WakeupListener;
  private readonly pollIntervalMs: number;
  private readonly subscriptions = new Set<Subscription>();
  /** Live subscriptions share the reads of the log's head. */
  private readonly tail = new LogTail((after, limit) => this.readAll(after, { limit }));

  constructor(options: PostgresEventStoreOptions) {
    this.pool = options.pool;
    this.notifier = new CoalescingNotifier(options.pool);
    this.wakeups = new WakeupListener(options.connectionString);
    this.pollIntervalMs = options.pollIntervalMs ?? 1_000;
  }

  /** Creates or upgrades the `events` table. */
  async migrate(): Promise<void> {
    await migrateToLatest(createKysely(this.pool), eventStoreMigrations, 'event_store_migrations');
  }

  async append(
    streamId: string,
    events: NewEvent[],
    { expectedRevision, durability = 'durable' }: AppendOptions,
  ) {
    if (events.length === 0) throw new Error('append needs at least one event');
    for (let attempt = 0; ; attempt += 1) {
      const result = await this.tryAppend(streamId, events, expectedRevision, durability);
      // Two concurrent `any` appends may pick the same revision: the loser simply goes again.
      if (result.ok || expectedRevision !== 'any' || attempt >= ANY_RETRIES) return result;
    }
  }

  async appendMany(
    appends: StreamAppend[],
    { durability = 'durable' }: Pick<AppendOptions, 'durability'> = {},
  ): Promise<AppendResult[]> {
    if (appends.length === 0) return [];
    if (appends.some((one) => one.events.length === 0)) throw new Error('append needs at least one event');
    const rows = appends.flatMap(({ streamId, events }) =>
      events.map((event, index) => ({ streamId, n: index + 1, event })),
    );
    // The same stream twice would number both appends from one revision: those go one by one.
    const streams = new Set(appends.map((one) => one.streamId));
    if (streams.size < appends.length) return this.appendEach(appends, durability);
    try {
      const { rows: written } = await this.pool.query<AppendedRow & { stream_id: string }>({
        ...APPEND_MANY_SQL,
        values: [
          durability === 'relaxed',
          rows.map((row) => row.streamId),
          rows.map((row) => row.n),
          rows.map((row) => row.event.id),
          rows.map((row) => row.event.type),
          rows.map((row) => JSON.stringify(row.event.data)),
          rows.map((row) => JSON.stringify(row.event.metadata)),
        ],
      });
      this.notifier.notify();
      const byStream = new Map<string, AppendedRow[]>();
      for (const row of written) byStream.set(row.stream_id, [...(byStream.get(row.stream_id) ?? []), row]);
      return appends.map(({ streamId }) => appended(byStream.get(streamId)!));
    } catch (error) {
      // A concurrent append to one of the streams, or an event id written before: each on its own.
      if (!isUniqueViolation(error)) throw error;
      return this.appendEach(appends, durability);
    }
  }

  /** One after another, so two appends to one stream land in the order given. */
  private async appendEach(appends: StreamAppend[], durability: AppendOptions['durability']) {
    const results: AppendResult[] = [];
    for (const { streamId, events } of appends) {
      results.push(await this.append(streamId, events, { expectedRevision: 'any', durability }));
    }
    return results;
  }

  private async tryAppend(
    streamId: string,
    events: NewEvent[],
    expected: ExpectedRevision,
    durability: Durability,
  ): Promise<AppendResult> {
    const kind = expected === 'no_stream' ? 'no_stream' : expected === 'any' ? 'any' : 'expected';
    const firstRevision = (typeof expected === 'bigint' ? expected + 1n : 0n).toString();
    const shape = events.length === 1 ? 'one' : 'many';
    const statement = APPEND_SQL[durability][shape][kind];
    // One value per field for a single event, an array of them for several.
    const field = (pick: (event: NewEvent) => string) =>
      shape === 'one' ? pick(events[0]!) : events.map(pick);
    const values = [
      streamId,
      firstRevision,
      field((event) => event.id),
      field((event) => event.type),
      field((event) => JSON.stringify(event.data)),
      field((event) => JSON.stringify(event.metadata)),
    ];
    try {
      const { rows } = await this.pool.query<AppendedRow>({ ...statement, values });
      if (rows.length === 0) return this.conflict(streamId);
      this.notifier.notify();
      return appended(rows);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return this.afterUniqueViolation(streamId, events);
    }
  }

  /**
   * Either these very events were appended before (an idempotent retry: success), or another
   * writer took the revisions (a conflict). Which unique index fires first says nothing, so look.
   */
  private async afterUniqueViolation(streamId: string, events: NewEvent[]): Promise<AppendResult> {
    const { rows } = await this.pool.query<AppendedRow & { event_id: string; stream_id: string }>(
      `select event_id, stream_id, stream_revision, transaction_id::text as commit, global_position
       from events where event_id = any($1::uuid[]) order by stream_revision`,
      [events.map((event) => event.id)],
    );
    if (rows.length === 0) return this.conflict(streamId);
    const sameEvents =
      rows.length === events.length &&
      rows.every((row, index) => row.stream_id === streamId && row.event_id === events[index]!.id);
    if (!sameEvents) {
      throw new EventIdConflictError(
        `Event ids already used by other events than these in stream ${streamId}`,
      );
    }
    return appended(rows);
  }

  private async conflict(streamId: string): Promise<AppendResult> {
    const { rows } = await this.pool.query<{ revision: string | null }>(
      'select max(stream_revision)::text as revision from events where stream_id = $1',
      [streamId],
    );
    const revision = rows[0]?.revision;
    return {
      ok: false,
      reason: 'wrong_expected_revision',
      actualRevision: revision == null ? 'no_stream' : BigInt(revision),
    };
  }

  async *readStream(streamId: string, { fromRevision = 0n }: { fromRevision?: bigint } = {}) {
    let next = fromRevision;
    for (;;) {
      const { rows } = await this.pool.query<EventRow>({
        name: 'events_read_stream',
        text: `${SELECT_EVENT} where stream_id = $1 and stream_revision >= $2 order by stream_revision limit $3`,
        values: [streamId, next.toString(), STREAM_PAGE],
      });
      for (const row of rows) yield toRecordedEvent(row);
      if (rows.length < STREAM_PAGE) return;
      next = BigInt(rows.at(-1)!.stream_revision) + 1n;
    }
  }

  async readAll(after: GlobalPosition, { limit }: { limit: number }): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventRow>({
      ...READ_ALL_SQL,
      values: [after.commit.toString(), after.prepare.toString(), limit],
    });
    return rows.map(toRecordedEvent);
  }

  subscribeAll(
    after: GlobalPosition,
    handler: BatchHandler,
    { batchSize = 500, filter, onProgress }: SubscribeOptions = {},
  ) {
    const subscription = runPollingSubscription({
      after,
      batchSize,
      handler: filter ? filteringHandler(handler, filter, onProgress) : handler,
      read: (position, limit) => this.tail.read(position, limit),
      wakeups: this.wakeups,
      pollIntervalMs: this.pollIntervalMs,
    });
    return this.track(subscription);
  }

  subscribeGroup(group: string, handler: EventHandler, options?: ConsumerGroupOptions): Subscription {
    const context = {
      pool: this.pool,
      wakeups: this.wakeups,
      notifier: this.notifier,
      pollIntervalMs: this.pollIntervalMs,
    };
    return this.track(runConsumerGroupMember(context, group, handler, options));
  }

  consumerGroups = () => listConsumerGroups(this.pool);

  async replayParked(group: string): Promise<void> {
    await replayParkedDeliveries(this.pool, group);
    this.notifier.notify();
  }

  private track(subscription: Subscription): Subscription {
    this.subscriptions.add(subscription);
    subscription.done.catch(() => {}).finally(() => this.subscriptions.delete(subscription));
    return subscription;
  }

  async headPosition(): Promise<GlobalPosition> {
    const { rows } = await this.pool.query<{ commit: string; global_position: string }>(
      `select transaction_id::text as commit, global_position from events
       order by transaction_id desc, global_position desc limit 1`,
    );
    const row = rows[0];
    return row ? { commit: BigInt(row.commit), prepare: BigInt(row.global_position) } : START;
  }

  async countAfter(position: GlobalPosition, max: number): Promise<number> {
    const { rows } = await this.pool.query<{ count: number }>(
      `select count(*)::int as count from (select 1 from events
         where (transaction_id, global_position) > ($1::text::xid8, $2::bigint) limit $3) later`,
      [position.commit.toString(), position.prepare.toString(), max],
    );
    return rows[0]?.count ?? 0;
  }

  expireEvents(streamPrefix: string, before: Date): Promise<number> {
    return expireEvents(this.pool, streamPrefix, before);
  }

  async ping(): Promise<void> {
    await this.pool.query('select 1 from events limit 0');
  }

  /** Stops the subscriptions and the LISTEN connection; the pool belongs to the caller. */
  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
    await this.wakeups.close();
  }
}
