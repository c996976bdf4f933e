// The projections service: migrate the read models, then run every projector and reactor.
import { ROBOT_LIVE_RETENTION_MS, robotLiveStreams } from '@shop/domain';
import {
  createKysely,
  type EventStore,
  type Logger,
  type PersonalDataKeys,
  type Pool,
  startPeriodicTask,
} from '@shop/infra';
import { migrateReadModels } from './db/migrate.js';
import type { ReadModels } from './db/schema.js';
import { allProjectors } from './projectors.js';
import { accountErasureReactor } from './reactors/account-erasure.js';
import { expireDueLicences } from './reactors/licence-expiry.js';
import {
  type LicenceReminderOptions,
  sendLicenceReminders,
} from './reactors/licence-reminders/send-reminders.js';
import { expireDueOrders } from './reactors/order-expiry.js';
import { orderFulfilmentReactor } from './reactors/order-fulfilment.js';
import { refundReversalReactor } from './reactors/refund-reversal.js';
import { sealTrackRecord, type TrackRecordOptions } from './reactors/track-record/seal-days.js';
import type { Projector } from './runtime/projector.js';
import type { Reactor } from './runtime/reactor.js';
import { type ReactorRunner, startReactor } from './runtime/reactor-runner.js';
import { ProjectorRunner, type ProjectorStatus } from './runtime/runner.js';

export interface ProjectionsServiceOptions {
  store: EventStore;
  pool: Pool;
  /** Each person's data key, destroyed when their account is deleted. */
  personalDataKeys: PersonalDataKeys;
  databaseUrl: string;
  logger: Logger;
  projectors?: readonly Projector[];
  /** Optional side-effect handlers (emails), run beside the core reactors, each as a consumer group. */
  reactors?: readonly Reactor[];
  /** Clock of the time-driven reactors (licence expiry, reminders). */
  clock?: () => Date;
  /** With a mailer: the licence reminder emails (7 days, 1 day before the end, and after it). */
  licenceReminders?: LicenceReminderOptions;
  /** With a showcase licence: its finished days sealed into the public track record. */
  trackRecord?: TrackRecordOptions;
}

export interface ProjectionsService {
  status(): ProjectorStatus[];
  reactorStatus(): ReturnType<ReactorRunner['status']>[];
  stop(): Promise<void>;
}

export async function startProjectionsService(
  options: ProjectionsServiceOptions,
): Promise<ProjectionsService> {
  const db = createKysely<ReadModels>(options.pool);
  await migrateReadModels(db);
  const clock = options.clock ?? (() => new Date());
  // Reactors every deployment needs; optional ones (emails) come from the caller.
  const coreReactors = [
    orderFulfilmentReactor({ store: options.store, db, clock }),
    accountErasureReactor({ store: options.store, db, keys: options.personalDataKeys }),
    refundReversalReactor({ store: options.store }),
  ];
  // One subscription and one transaction per batch for every read model: under load the cost of a
  // transaction, not of the rows, is what limits projection.
  const projectors = options.projectors ?? allProjectors;
  const runner =
    projectors.length > 0
      ? new ProjectorRunner({
          projectors,
          store: options.store,
          db,
          databaseUrl: options.databaseUrl,
          logger: options.logger,
        })
      : undefined;
  runner?.start();
  // Every instance joins each reactor's consumer group: they share its events.
  const reactors = [...coreReactors, ...(options.reactors ?? [])].map((reactor) =>
    startReactor({
      reactor,
      store: options.store,
      db,
      logger: options.logger.child({ reactor: reactor.id }),
    }),
  );
  const reminders = options.licenceReminders;
  const periodic = { databaseUrl: options.databaseUrl, logger: options.logger, intervalMs: 15_000 };
  const tasks = [
    startPeriodicTask({
      ...periodic,
      name: 'licence-expiry',
      work: () => expireDueLicences({ store: options.store, db, clock }),
    }),
    startPeriodicTask({
      ...periodic,
      name: 'order-expiry',
      work: () => expireDueOrders({ store: options.store, db, clock }),
    }),
    ...(reminders
      ? [
          startPeriodicTask({
            ...periodic,
            intervalMs: 60_000,
            name: 'licence-reminders',
            work: () => sendLicenceReminders({ ...reminders, db, clock }),
          }),
        ]
      : []),
    ...(options.trackRecord
      ? [
          startPeriodicTask({
            ...periodic,
            intervalMs: 10 * 60_000,
            name: 'track-record-seals',
            work: () => sealTrackRecord({ ...options.trackRecord!, store: options.store, db, clock }),
          }),
        ]
      : []),
    // Heartbeats and position snapshots older than a day leave the log (see domain/telemetry/events).
    startPeriodicTask({
      ...periodic,
      intervalMs: 10 * 60_000,
      name: 'robot-live-retention',
      work: () =>
        options.store.expireEvents(
          robotLiveStreams.prefix,
          new Date(clock().getTime() - ROBOT_LIVE_RETENTION_MS),
        ),
    }),
  ];
  return {
    status: () => runner?.status() ?? [],
    reactorStatus: () => reactors.map((reactor) => reactor.status()),
    stop: async () => {
      await Promise.all(tasks.map((task) => task.stop()));
      await Promise.all([runner?.stop(), ...reactors.map((reactor) => reactor.stop())]);
    },
  };
}
