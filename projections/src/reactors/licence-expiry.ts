// Appends LicenceExpired when a licence's time has passed. Time, not an event, triggers it, so it
// polls the read model (one instance at a time, by leader lock); the event id comes from the
// licence and its expiry, so two runs or a retry never record one expiry twice.
import { licenceDecider, licenceStream } from '@shop/domain';
import { deterministicId, type EventStore, handleCommand, type Logger } from '@shop/infra';
import type { Kysely } from 'kysely';
import type { ReadModels } from '../db/schema.js';
import { licencesDueForExpiry } from '../read-models/licences/queries.js';
import { type LeaderLock, tryAcquireLeaderLock } from '../runtime/leader-lock.js';

export interface LicenceExpiryOptions {
  store: EventStore;
  db: Kysely<ReadModels>;
  databaseUrl: string;
  logger: Logger;
  clock: () => Date;
  intervalMs?: number;
}

const BATCH = 200;

/** Expires every due licence once; returns how many it expired. */
export async function expireDueLicences({
  store,
  db,
  clock,
}: Pick<LicenceExpiryOptions, 'store' | 'db' | 'clock'>) {
  const now = clock();
  let expired = 0;
  for (const { licence_id: licenceId, expires_at: expiresAt } of await licencesDueForExpiry(db, now, BATCH)) {
    const result = await handleCommand(
      store,
      licenceStream(licenceId),
      licenceDecider,
      { type: 'ExpireLicence', data: { now: now.toISOString() } },
      {
        metadata: {
          actor: 'system:licence-expiry',
          correlationId: `expiry-${licenceId}`,
          causationId: null,
          occurredAt: now.toISOString(),
        },
        eventId: () => deterministicId(`licence-${licenceId}:expired:${expiresAt?.toISOString()}`),
      },
    );
    expired += result.events.length;
  }
  return expired;
}

export function startLicenceExpiry(options: LicenceExpiryOptions) {
  let lock: LeaderLock | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = async () => {
    try {
      lock ??= await tryAcquireLeaderLock(options.databaseUrl, 'licence-expiry');
      if (!lock) return;
      const expired = await expireDueLicences(options);
      if (expired > 0) options.logger.info({ expired }, 'licences expired');
    } catch (error) {
      options.logger.error({ err: error }, 'licence expiry failed; retrying on the next tick');
      await lock?.release();
      lock = undefined;
    }
  };
  const timer = setInterval(() => {
    running = running.then(tick);
  }, options.intervalMs ?? 30_000);
  running = running.then(tick);
  return {
    async stop() {
      clearInterval(timer);
      await running;
      await lock?.release();
    },
  };
}
