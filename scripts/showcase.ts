// The showcase licence of `npm start`: a demo robot account whose simulated telemetry feeds the
// landing page's performance section when SHOWCASE_LICENSE_KEY is not set. Owned by the first admin,
// remembered in `$DATA_DIR/showcase.json` so restarts keep its history.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { findOwner } from '@shop/command-api';
import { licenceDecider, licenceStream } from '@shop/domain';
import {
  claimNewLicenceKey,
  type EventStore,
  emailReservation,
  handleCommand,
  loadAggregate,
  newId,
} from '@shop/infra';
import type { ReadModels } from '@shop/projections';
import { type Kysely, sql } from 'kysely';

export interface Showcase {
  licenceId: string;
  licenseKey: string;
  accountNumber: number;
  /** When the simulated account was funded: every start replays the same history from here. */
  historyStart: string;
}

const SHOWCASE_ACCOUNT = 50_000_001;
const TEN_YEARS_DAYS = 3_650;
const HISTORY_DAYS = 90;
const DAY_MS = 86_400_000;

async function remembered(file: string, store: EventStore): Promise<Showcase | undefined> {
  try {
    const showcase = JSON.parse(await readFile(file, 'utf8')) as Showcase;
    if (!showcase.historyStart) return undefined;
    const { state } = await loadAggregate(store, licenceStream(showcase.licenceId), licenceDecider);
    return state.status === 'active' ? showcase : undefined;
  } catch {
    return undefined;
  }
}

/** The first admin: by the configured email, else the earliest admin the read model knows. */
async function firstAdminId(store: EventStore, db: Kysely<ReadModels>, adminEmail: string | undefined) {
  if (adminEmail) return findOwner(store, emailReservation(adminEmail));
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const row = await db
      .selectFrom('users')
      .select('user_id')
      .where(sql<boolean>`'admin' = any(roles)`)
      .orderBy('created_at')
      .executeTakeFirst();
    if (row) return row.user_id;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}

export async function ensureShowcase(options: {
  store: EventStore;
  db: Kysely<ReadModels>;
  dataDir: string;
  adminEmail: string | undefined;
}): Promise<{ showcase: Showcase; created: boolean } | undefined> {
  const file = join(options.dataDir, 'showcase.json');
  const existing = await remembered(file, options.store);
  if (existing) return { showcase: existing, created: false };
  const ownerId = await firstAdminId(options.store, options.db, options.adminEmail);
  if (!ownerId) return undefined;
  const metadata = {
    actor: 'system:showcase' as const,
    correlationId: 'showcase',
    causationId: null,
    occurredAt: new Date().toISOString(),
  };
  const licenceId = newId();
  const licenseKey = await claimNewLicenceKey(options.store, licenceId, metadata);
  await handleCommand(
    options.store,
    licenceStream(licenceId),
    licenceDecider,
    {
      type: 'IssueLicence',
      data: {
        licenceId,
        licenseKey,
        userId: ownerId,
        accountNumber: SHOWCASE_ACCOUNT,
        durationDays: TEN_YEARS_DAYS,
        source: 'admin',
        orderId: null,
        issuedBy: 'system:showcase',
        now: metadata.occurredAt,
      },
    },
    { metadata },
  );
  const historyStart = new Date(Math.floor((Date.now() - HISTORY_DAYS * DAY_MS) / DAY_MS) * DAY_MS);
  const showcase = {
    licenceId,
    licenseKey,
    accountNumber: SHOWCASE_ACCOUNT,
    historyStart: historyStart.toISOString(),
  };
  await writeFile(file, JSON.stringify(showcase), { mode: 0o600 });
  return { showcase, created: true };
}
