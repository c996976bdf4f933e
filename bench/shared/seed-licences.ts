// Licences issued the way the API issues them (a claimed key, the licence decider) straight through
// the event store, many at once; returns once the licences read model shows every one.
import { licenceDecider, licenceStream } from '@shop/domain';
import {
  claimNewLicenceKey,
  type EventMetadata,
  type EventStore,
  handleCommand,
  newId,
  type Pool,
} from '@shop/infra';
import { inParallel } from './in-parallel.js';
import { waitForRows } from './wait.js';

export interface SeededLicence {
  licenceId: string;
  ownerId: string;
  licenseKey: string;
  accountNumber: number;
}

/** One licence for each entry of `owners` (user ids; one may own several), valid for a year. */
export async function issueLicences(
  store: EventStore,
  pool: Pool,
  owners: readonly string[],
  firstAccountNumber = 60_000_000,
): Promise<SeededLicence[]> {
  const metadata: EventMetadata = {
    actor: 'system:bench',
    correlationId: newId(),
    causationId: null,
    occurredAt: new Date().toISOString(),
  };
  const { rows } = await pool.query<{ count: string }>('select count(*) from licences');
  const licences = await inParallel(owners.length, 16, async (index) => {
    const ownerId = owners[index]!;
    const accountNumber = firstAccountNumber + index;
    const licenceId = newId();
    const licenseKey = await claimNewLicenceKey(store, licenceId, metadata);
    await handleCommand(
      store,
      licenceStream(licenceId),
      licenceDecider,
      {
        type: 'IssueLicence',
        data: {
          licenceId,
          licenseKey,
          userId: ownerId,
          accountNumber,
          durationDays: 365,
          source: 'admin',
          orderId: null,
          issuedBy: ownerId,
          now: new Date().toISOString(),
        },
      },
      { metadata },
    );
    return { licenceId, ownerId, licenseKey, accountNumber };
  });
  await waitForRows(
    pool,
    'the licences read model',
    'select count(*) from licences',
    Number(rows[0]!.count) + owners.length,
  );
  return licences;
}
