// Consumer groups (persistent subscriptions) on PostgreSQL: one member at a time copies the group's
// next events from the log into `consumer_group_deliveries`; every member claims deliveries there
// with `for update skip locked` and a lease, so members in any process compete for the work. A
// stream's next event is offered only once its earlier ones are acknowledged or parked.
import type { Pool, PoolClient } from '../../postgres/database.js';
import { matchesFilter } from '../event-filter.js';
import type {
  ConsumerGroupOptions,
  ConsumerGroupStatus,
  EventHandler,
  RecordedEvent,
  Subscription,
} from '../event-store.js';
import type { GlobalPosition } from '../position.js';
import { type EventRow, SELECT_EVENT, toRecordedEvent } from './event-rows.js';
import type { CoalescingNotifier, WakeupListener } from './wakeups.js';

/** Events copied from the log per fill, and the most a group keeps unacknowledged before reading on. */
const FILL_PAGE = 500;
const MAX_IN_FLIGHT = 2_000;
/** Deliveries a member claims at once. */
const CLAIM_BATCH = 20;
/**
 * Least time between two fills of an idle member. Every append wakes every group, and a fill is a
 * transaction of several statements: under load, filling on each wake-up cost PostgreSQL more than the
 * appends. Reactors (emails, fulfilment, erasure) can start this much later.
 */
const IDLE_FILL_SPACING_MS = 50;
/** Namespace of the advisory locks that let one member at a time fill a group. */
const FILL_LOCK_CLASS = 0x5c0f;

/** The log in global order as `readAll` reads it (see event-rows.ts), without the events' bodies. */
const READ_HEADS_SQL = {
  name: 'consumer_group_read_heads',
  text: `select global_position, transaction_id::text as commit, stream_id, stream_revision, type from events
    where (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
      and transaction_id < pg_snapshot_xmin(pg_current_snapshot())
    order by transaction_id, global_position limit $3`,
};

// A group's hot statements are named too, so each connection plans them once (unnamed ones are planned
// on every call: under P6's load that was most of what these statements cost PostgreSQL).
const GROUP_STATE_SQL = {
  name: 'consumer_group_state',
  text: `select read_commit::text, read_position,
      (select count(*)::int from (select 1 from consumer_group_deliveries
         where group_name = $1 and parked_at is null limit ${MAX_IN_FLIGHT}) q) as queued
    from consumer_groups where group_name = $1`,
};
const DELIVER_SQL = {
  name: 'consumer_group_deliver',
  text: `insert into consumer_group_deliveries (group_name, global_position, stream_id, stream_revision)
    select $1, * from unnest($2::bigint[], $3::text[], $4::bigint[])
    on conflict do nothing`,
};
const ADVANCE_SQL = {
  name: 'consumer_group_advance',
  text: 'update consumer_groups set read_commit = $2::text::xid8, read_position = $3 where group_name = $1',
};
const CLAIM_SQL = {
  name: 'consumer_group_claim',
  text: `with candidates as (
      select d.group_name, d.global_position from consumer_group_deliveries d
       where d.group_name = $1 and d.parked_at is null and d.available_at <= now()
         and not exists (
           select 1 from consumer_group_deliveries earlier
            where earlier.group_name = d.group_name and earlier.stream_id = d.stream_id
              and earlier.parked_at is null and earlier.stream_revision < d.stream_revision)
       order by d.global_position
       limit $2
       for update skip locked)
    update consumer_group_deliveries d
       set attempts = d.attempts + 1, available_at = now() + $3 * interval '1 millisecond'
      from candidates c
     where d.group_name = c.group_name and d.global_position = c.global_position
    returning d.global_position, d.attempts`,
};
const CLAIMED_EVENTS_SQL = {
  name: 'consumer_group_claimed_events',
  text: `${SELECT_EVENT} where global_position = any($1::bigint[]) order by global_position`,
};
const ACKNOWLEDGE_SQL = {
  name: 'consumer_group_acknowledge',
  text: `with acked as (
      delete from consumer_group_deliveries
       where group_name = $1 and global_position = $2 and attempts = $3 returning 1)
    update consumer_groups set handled = handled + (select count(*) from acked) where group_name = $1`,
};

type EventHead = Pick<EventRow, 'global_position' | 'commit' | 'stream_id' | 'stream_revision' | 'type'>;

export const GROUP_DEFAULTS = { maxAttempts: 5, leaseMs: 30_000, retryDelayMs: 1_000 } as const;

interface Claimed {
  global_position: string;
  attempts: number;
}

export interface ConsumerGroupContext {
  pool: Pool;
  wakeups: WakeupListener;
  notifier: CoalescingNotifier;
  pollIntervalMs: number;
}

export function runConsumerGroupMember(
  context: ConsumerGroupContext,
  group: string,
  handler: EventHandler,
  options: ConsumerGroupOptions = {},
): Subscription {
  const { pool, wakeups, notifier, pollIntervalMs } = context;
  const maxAttempts = options.maxAttempts ?? GROUP_DEFAULTS.maxAttempts;
  const leaseMs = options.leaseMs ?? GROUP_DEFAULTS.leaseMs;
  const retryDelayMs = options.retryDelayMs ?? GROUP_DEFAULTS.retryDelayMs;
  const types = options.eventTypes ? new Set(options.eventTypes) : undefined;
  const isWanted = (row: EventHead) =>
    (!options.filter || matchesFilter(row.stream_id, options.filter)) && (!types || types.has(row.type));
  let stopped = false;

  /** Copies the next page of the log into the group's deliveries, unless another member is at it. */
  async function fill(): Promise<boolean> {
    return withTransaction(pool, async (client) => {
      const locked = await client.query<{ locked: boolean }>(
        'select pg_try_advisory_xact_lock($1, hashtext($2)) as locked',
        [FILL_LOCK_CLASS, group],
      );
      if (!locked.rows[0]?.locked) return false;
      // A fill lost in a crash is simply done again, and no acknowledgement of what it copied can
      // reach the disk before it: no need to wait for its WAL flush.
      await client.query(`set local synchronous_commit = off`);
      const { rows: groups } = await client.query<{
        read_commit: string;
        read_position: string;
        queued: number;
      }>({ ...GROUP_STATE_SQL, values: [group] });
      const state = groups[0];
      if (!state || state.queued >= MAX_IN_FLIGHT) return false;
      const { rows } = await client.query<EventHead>({
        ...READ_HEADS_SQL,
        values: [state.read_commit, state.read_position, FILL_PAGE],
      });
      const last = rows.at(-1);
      if (!last) return false;
      const wanted = rows.filter(isWanted);
      if (wanted.length > 0) {
        await client.query({
          ...DELIVER_SQL,
          values: [
            group,
            wanted.map((row) => row.global_position),
            wanted.map((row) => row.stream_id),
            wanted.map((row) => row.stream_revision),
          ],
        });
      }
      await client.query({ ...ADVANCE_SQL, values: [group, last.commit, last.global_position] });
      return wanted.length > 0;
    });
  }

  /** Takes up to CLAIM_BATCH deliveries whose stream has nothing earlier outstanding. */
  async function claim(): Promise<{ event: RecordedEvent; attempts: number }[]> {
    const { rows: claimed } = await pool.query<Claimed>({
      ...CLAIM_SQL,
      values: [group, CLAIM_BATCH, leaseMs],
    });
    if (claimed.length === 0) return [];
    const attemptsAt = new Map(claimed.map((row) => [row.global_position, row.attempts]));
    const { rows } = await pool.query<EventRow>({
      ...CLAIMED_EVENTS_SQL,
      values: [claimed.map((row) => row.global_position)],
    });
    return rows.map((row) => ({
      event: toRecordedEvent(row),
      attempts: attemptsAt.get(row.global_position)!,
    }));
  }

  async function acknowledge(event: RecordedEvent, attempts: number): Promise<void> {
    // A lease that ran out may have passed the event to another member: only the current holder's ack counts.
    await pool.query({ ...ACKNOWLEDGE_SQL, values: [group, event.position.prepare.toString(), attempts] });
  }

  async function refuse(event: RecordedEvent, attempts: number, error: unknown): Promise<void> {
    const parked = attempts >= maxAttempts;
    await pool.query(
      `update consumer_group_deliveries
          set last_error = $4, parked_at = case when $5 then now() end,
              available_at = now() + $6 * interval '1 millisecond'
        where group_name = $1 and global_position = $2 and attempts = $3`,
      [
        group,
        event.position.prepare.toString(),
        attempts,
        error instanceof Error ? error.message : String(error),
        parked,
        retryDelayMs,
      ],
    );
    if (parked) options.onParked?.(event, error);
  }

  /** Hands claimed events that were not handled back at once (stopping). */
  async function release(deliveries: { event: RecordedEvent; attempts: number }[]): Promise<void> {
    if (deliveries.length === 0) return;
    await pool.query(
      `update consumer_group_deliveries set attempts = attempts - 1, available_at = now()
        where group_name = $1 and global_position = any($2::bigint[])`,
      [group, deliveries.map(({ event }) => event.position.prepare.toString())],
    );
  }

  const loop = async () => {
    await pool.query(
      `insert into consumer_groups (group_name, read_commit, read_position) values ($1, '0', 0)
       on conflict do nothing`,
      [group],
    );
    while (!stopped) {
      // Taken before reading, so a wake-up arriving meanwhile is not lost.
      const generation = wakeups.current();
      const filledAt = performance.now();
      // Tell the other members (in this process and others) that there is work.
      if (await fill()) notifier.notify();
      const deliveries = await claim();
      if (deliveries.length === 0) {
        await wakeups.waitAfter(generation, Math.min(pollIntervalMs, retryDelayMs));
        const early = IDLE_FILL_SPACING_MS - (performance.now() - filledAt);
        if (early > 0 && !stopped) await new Promise((resolve) => setTimeout(resolve, early));
        continue;
      }
      for (const [index, { event, attempts }] of deliveries.entries()) {
        if (stopped) {
          await release(deliveries.slice(index));
          return;
        }
        try {
          await handler(event);
        } catch (error) {
          await refuse(event, attempts, error);
          continue;
        }
        await acknowledge(event, attempts);
      }
    }
  };
  const done = loop();
  return {
    done,
    async stop() {
      stopped = true;
      wakeups.wakeAll();
      await done.catch(() => {});
    },
  };
}

export async function listConsumerGroups(pool: Pool): Promise<ConsumerGroupStatus[]> {
  const { rows } = await pool.query<{
    group_name: string;
    read_commit: string;
    read_position: string;
    handled: string;
    in_flight: number;
    parked: number;
  }>(
    `select g.group_name, g.read_commit::text, g.read_position, g.handled,
            count(d.global_position) filter (where d.parked_at is null)::int as in_flight,
            count(d.global_position) filter (where d.parked_at is not null)::int as parked
       from consumer_groups g left join consumer_group_deliveries d using (group_name)
      group by g.group_name order by g.group_name`,
  );
  return rows.map((row) => {
    const position: GlobalPosition = { commit: BigInt(row.read_commit), prepare: BigInt(row.read_position) };
    return {
      group: row.group_name,
      position: position.prepare === 0n ? undefined : position,
      handled: Number(row.handled),
      inFlight: row.in_flight,
      parked: row.parked,
    };
  });
}

export async function replayParkedDeliveries(pool: Pool, group: string): Promise<void> {
  await pool.query(
    `update consumer_group_deliveries set parked_at = null, attempts = 0, available_at = now()
      where group_name = $1 and parked_at is not null`,
    [group],
  );
}

async function withTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
