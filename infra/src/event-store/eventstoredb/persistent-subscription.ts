// Consumer groups on EventStoreDB: a persistent subscription to $all, created on first use with the
// Pinned strategy (a stream's events go to one member, in order), acked on success, nacked for a
// retry on failure and parked after `maxAttempts`; the server keeps the group's place and its parked
// events (`$persistentsubscription-$all::<group>-parked`).
import {
  type AllStreamResolvedEvent,
  ErrorType,
  type EventStoreDBClient,
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

const DEFAULTS = { maxAttempts: 5, leaseMs: 30_000 } as const;

export function runPersistentSubscription(
  client: EventStoreDBClient,
  group: string,
  handler: EventHandler,
  options: ConsumerGroupOptions,
  toRecordedEvent: (resolved: AllStreamResolvedEvent) => RecordedEvent | undefined,
): Subscription {
  const maxAttempts = options.maxAttempts ?? DEFAULTS.maxAttempts;
  let stopped = false;
  let server: ReturnType<EventStoreDBClient['subscribeToPersistentSubscriptionToAll']> | undefined;

  const loop = async () => {
    await createGroupOnce(client, group, options, maxAttempts);
    if (stopped) return;
    server = client.subscribeToPersistentSubscriptionToAll(group, { bufferSize: 20 });
    for await (const resolved of server) {
      const event = toRecordedEvent(resolved);
      // The server filters by one rule; the stream filter then applies here when both are given.
      if (!event || (options.filter && !matchesFilter(event.streamId, options.filter))) {
        await server.ack(resolved);
        continue;
      }
      try {
        await handler(event);
        await server.ack(resolved);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (resolved.retryCount + 1 >= maxAttempts) {
          await server.nack(PARK, reason, resolved);
          options.onParked?.(event, error);
        } else {
          await server.nack(RETRY, reason, resolved);
        }
      }
      if (stopped) break;
    }
  };
  const done = loop().finally(() => server?.unsubscribe().catch(() => {}));
  return {
    done,
    async stop() {
      stopped = true;
      await server?.unsubscribe().catch(() => {});
      await done.catch(() => {});
    },
  };
}

async function createGroupOnce(
  client: EventStoreDBClient,
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

export async function listPersistentSubscriptions(
  client: EventStoreDBClient,
): Promise<ConsumerGroupStatus[]> {
  const groups: PersistentSubscriptionToAllInfo[] = await client.listPersistentSubscriptionsToAll();
  return groups.map(({ groupName, stats }) => {
    const position = stats.lastCheckpointedEventPosition;
    return {
      group: groupName,
      position: position ? { commit: position.commit, prepare: position.prepare } : undefined,
      handled: Number(stats.totalItems),
      inFlight: stats.totalInFlightMessages + stats.outstandingMessagesCount,
      parked: Number(stats.parkedMessageCount),
    };
  });
}
