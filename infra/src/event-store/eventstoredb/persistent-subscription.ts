// Consumer groups on EventStoreDB: a persistent subscription to $all, created on first use with the
// Pinned strategy (a stream's events go to one member). A member retries a failing event itself,
// `retryDelayMs` apart, before taking the next one, so a stream's later events wait; after
// `maxAttempts` it parks the event (`$persistentsubscription-$all::<group>-parked`). The server's
// own retry (nack) is used only when the member stops mid-retry, as the server does not keep a
// stream's order across its retries. A dropped connection is made again (see resubscribe.ts).
import {
  type AllStreamResolvedEvent,
  ErrorType,
  eventTypeFilter,
  excludeSystemEvents,
  PARK,
  type PersistentSubscriptionToAllInfo,
  PINNED,
  persistentSubscriptionToAllSettingsFromDefaults,
  RETRY,
  START,
  streamNameFilter,
} from '@eventstore/db-client';
import { filterRegex, matchesFilter, regexLiteral } from '../event-filter.js';
import type {
  ConsumerGroupOptions,
  ConsumerGroupStatus,
  EventHandler,
  RecordedEvent,
  Subscription,
} from '../event-store.js';
import type { EventStoreClient } from './client.js';
import { toRecordedEvent } from './recorded-event.js';
import {
  interruptiblePause,
  type ResubscribeSettings,
  resubscribeDelay,
  SubscriptionEndedError,
  shouldResubscribe,
} from './resubscribe.js';

const DEFAULTS = { maxAttempts: 5, leaseMs: 30_000, retryDelayMs: 1_000 } as const;

/** Events acknowledged after their handler succeeded, per group, by this process's members. */
export type AcknowledgedCounts = Map<string, number>;

export interface GroupMemberContext {
  client: EventStoreClient;
  acknowledged: AcknowledgedCounts;
  resubscribe: ResubscribeSettings;
}

type Outcome = { kind: 'handled' } | { kind: 'parked'; error: unknown } | { kind: 'stopped'; error: unknown };

export function runPersistentSubscription(
  { client, acknowledged, resubscribe }: GroupMemberContext,
  group: string,
  handler: EventHandler,
  options: ConsumerGroupOptions,
): Subscription {
  const maxAttempts = options.maxAttempts ?? DEFAULTS.maxAttempts;
  const retryDelayMs = options.retryDelayMs ?? DEFAULTS.retryDelayMs;
  let stopped = false;
  let busy = false;
  let server: ReturnType<EventStoreClient['subscribeToPersistentSubscriptionToAll']> | undefined;
  let pause: { interrupt(): void } | undefined;
  let failures = 0;

  const sleep = async (ms: number) => {
    if (stopped) return;
    const wait = interruptiblePause(ms);
    pause = wait;
    await wait.done;
    pause = undefined;
  };

  /** The handler, again after each failure, until it succeeds, the attempts run out, or the member stops. */
  const deliver = async (event: RecordedEvent, earlierAttempts: number): Promise<Outcome> => {
    let attempt = earlierAttempts;
    for (;;) {
      attempt += 1;
      try {
        await handler(event);
        return { kind: 'handled' };
      } catch (error) {
        if (attempt >= maxAttempts) return { kind: 'parked', error };
        await sleep(retryDelayMs);
        if (stopped) return { kind: 'stopped', error };
      }
    }
  };

  const consume = async () => {
    const connection = client.subscribeToPersistentSubscriptionToAll(group, { bufferSize: 20 });
    server = connection;
    try {
      for await (const resolved of connection) {
        busy = true;
        const event = toRecordedEvent(resolved);
        // The server filters by one rule; the stream filter then applies here when both are given.
        if (!event || (options.filter && !matchesFilter(event.streamId, options.filter))) {
          await connection.ack(resolved);
        } else {
          await settle(connection, resolved, event, await deliver(event, resolved.retryCount));
        }
        failures = 0;
        busy = false;
        if (stopped) return;
      }
    } finally {
      busy = false;
      server = undefined;
      await connection.unsubscribe().catch(() => {});
    }
    if (!stopped) throw new SubscriptionEndedError(`EventStoreDB ended the ${group} group's subscription`);
  };

  const settle = async (
    connection: NonNullable<typeof server>,
    resolved: AllStreamResolvedEvent,
    event: RecordedEvent,
    outcome: Outcome,
  ) => {
    if (outcome.kind === 'handled') {
      await connection.ack(resolved);
      acknowledged.set(group, (acknowledged.get(group) ?? 0) + 1);
    } else if (outcome.kind === 'parked') {
      await connection.nack(PARK, reasonOf(outcome.error), resolved);
      options.onParked?.(event, outcome.error);
    } else {
      await connection.nack(RETRY, reasonOf(outcome.error), resolved);
    }
  };

  const loop = async () => {
    await createGroupOnce(client, group, options, maxAttempts);
    while (!stopped) {
      try {
        await consume();
        return;
      } catch (error) {
        if (stopped) return;
        failures += 1;
        if (!shouldResubscribe(error) || failures > resubscribe.maxFailures) throw error;
        await sleep(resubscribeDelay(resubscribe, failures));
      }
    }
  };

  const done = loop();
  return {
    done,
    async stop() {
      stopped = true;
      pause?.interrupt();
      // An event in hand is settled first (acked, parked, or given back for a retry).
      if (!busy) await server?.unsubscribe().catch(() => {});
      await done.catch(() => {});
    },
  };
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function createGroupOnce(
  client: EventStoreClient,
  group: string,
  options: ConsumerGroupOptions,
  maxAttempts: number,
): Promise<void> {
  const settings = persistentSubscriptionToAllSettingsFromDefaults({
    startFrom: START,
    consumerStrategyName: PINNED,
    maxRetryCount: maxAttempts,
    messageTimeout: options.leaseMs ?? DEFAULTS.leaseMs,
  });
  const filter = options.eventTypes
    ? eventTypeFilter({ regex: `^(?:${options.eventTypes.map(regexLiteral).join('|')})$` })
    : options.filter
      ? streamNameFilter({ regex: filterRegex(options.filter) })
      : excludeSystemEvents();
  try {
    await client.createPersistentSubscriptionToAll(group, settings, { filter });
  } catch (error) {
    if ((error as { type?: unknown })?.type !== ErrorType.PERSISTENT_SUBSCRIPTION_EXISTS) throw error;
  }
}

/**
 * The groups with their place, parked count, and what is unacknowledged: sent and awaiting an ack
 * (outstanding) plus read and waiting to be sent or retried. The server's `totalItems` counts
 * deliveries, retries included, and restarts on a leader change, so `handled` is this process's
 * own count of acknowledgements.
 */
export async function listPersistentSubscriptions(
  client: EventStoreClient,
  acknowledged: AcknowledgedCounts,
): Promise<ConsumerGroupStatus[]> {
  const groups: PersistentSubscriptionToAllInfo[] = await client.listPersistentSubscriptionsToAll();
  return groups.map(({ groupName, stats }) => {
    const position = stats.lastCheckpointedEventPosition;
    return {
      group: groupName,
      position: position ? { commit: position.commit, prepare: position.prepare } : undefined,
      handled: acknowledged.get(groupName) ?? 0,
      inFlight: stats.outstandingMessagesCount + stats.readBufferCount + stats.retryBufferCount,
      parked: Number(stats.parkedMessageCount),
    };
  });
}
