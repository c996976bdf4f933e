// `rebuild --verify`: replays the whole log into a scratch schema and compares every projector's
// tables with the live ones, row by row. The live read models, their leader locks and checkpoints are
// never touched, so the projections service may keep running.
import {
  comparePositions,
  createKysely,
  createPool,
  type EventStore,
  formatPosition,
  type GlobalPosition,
  parsePosition,
  START,
} from '@shop/infra';
import { type Kysely, sql, type Transaction } from 'kysely';
import { migrateReadModels } from '../db/migrate.js';
import type { ReadModels } from '../db/schema.js';
import { resetCheckpoint } from './checkpoints.js';
import { compareTable, type TableComparison } from './compare-tables.js';
import { projectBatch } from './project-batch.js';
import type { Projector } from './projector.js';
import { DEFAULT_REPLAY_BATCH, type ReplayReport, readBatches, replayLog } from './replay.js';

export interface VerifyRebuildOptions {
  projectors: readonly Projector[];
  store: EventStore;
  /** The live read models. */
  db: Kysely<ReadModels>;
  /** The same database, for the scratch schema's connections. */
  databaseUrl: string;
  batchSize?: number;
  /** How long a live projector may take to reach the log head read at the start. */
  catchUpTimeoutMs?: number;
  /** Differing rows shown per table and direction. */
  examples?: number;
  profile?: boolean;
  onProgress?: (eventsDone: number) => void;
}

export interface VerifyRebuildReport {
  /** The log head read at the start: the replay went up to it. */
  head: GlobalPosition;
  replay: ReplayReport;
  /** Where each live projector stood when compared, and the events the scratch copy replayed past the head to meet it. */
  projectors: { id: string; position: GlobalPosition; eventsPastHead: number }[];
  tables: TableComparison[];
  ok: boolean;
}

export class LiveProjectorBehindError extends Error {
  override readonly name = 'LiveProjectorBehindError';
}

export async function verifyRebuild(options: VerifyRebuildOptions): Promise<VerifyRebuildReport> {
  const { projectors, store, db } = options;
  const liveSchema = await currentSchema(db);
  const head = await store.headPosition();
  const scratch = await openScratch(db, options.databaseUrl, projectors);
  try {
    const replay = await replayLog({
      projectors,
      store,
      db: scratch.db,
      until: head,
      // The scratch schema is dropped at the end whatever happens: nothing to keep durable.
      asyncCommit: true,
      batchSize: options.batchSize,
      profile: options.profile,
      onProgress: options.onProgress,
    });
    const report: VerifyRebuildReport = { head, replay, projectors: [], tables: [], ok: true };
    for (const projector of projectors) {
      await waitForLive(db, liveSchema, projector.id, head, options.catchUpTimeoutMs ?? 30_000);
      const at = { liveSchema, schema: scratch.schema, from: replay.position };
      const compared = await scratch.db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute((trx) => compareProjector(trx, options, projector, at));
      report.projectors.push(compared.projector);
      report.tables.push(...compared.tables);
    }
    report.ok = report.tables.every((table) => table.onlyLive === 0 && table.onlyRebuilt === 0);
    return report;
  } finally {
    await scratch.drop();
  }
}

/** A new schema of empty read-model tables with checkpoints at the start, and connections that see only it. */
async function openScratch(live: Kysely<ReadModels>, databaseUrl: string, projectors: readonly Projector[]) {
  const schema = `rebuild_verify_${Date.now()}`;
  await sql`create schema ${sql.id(schema)}`.execute(live);
  const pool = createPool(databaseUrl, { max: 2, applicationName: 'rebuild-verify', searchPath: schema });
  const db = createKysely<ReadModels>(pool);
  const drop = async () => {
    await db.destroy();
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(live);
  };
  try {
    await migrateReadModels(db, { schema });
    await db.transaction().execute(async (trx) => {
      for (const projector of projectors) await resetCheckpoint(trx, projector.id);
    });
  } catch (error) {
    await drop();
    throw error;
  }
  return { schema, db, drop };
}

/**
 * In one snapshot: reads where the live projector stands, replays the scratch copy on to exactly there
 * (the live one keeps moving), then compares its tables.
 */
async function compareProjector(
  trx: Transaction<ReadModels>,
  options: VerifyRebuildOptions,
  projector: Projector,
  at: { liveSchema: string; schema: string; from: GlobalPosition },
) {
  const live = await liveCheckpoint(trx, at.liveSchema, projector.id);
  if (comparePositions(live, at.from) < 0) {
    throw new LiveProjectorBehindError(
      `Live projector ${projector.id} moved back to ${formatPosition(live)}: is a rebuild running?`,
    );
  }
  let position = at.from;
  let eventsPastHead = 0;
  for await (const batch of readBatches(
    options.store,
    position,
    live,
    options.batchSize ?? DEFAULT_REPLAY_BATCH,
  )) {
    await projectBatch(trx, [projector], batch, position);
    position = batch.at(-1)!.position;
    eventsPastHead += batch.length;
  }
  const tables: TableComparison[] = [];
  for (const table of projector.tables) {
    tables.push(
      await compareTable(trx, {
        table,
        projector: projector.id,
        liveSchema: at.liveSchema,
        rebuiltSchema: at.schema,
        examples: options.examples ?? 5,
      }),
    );
  }
  return { projector: { id: projector.id, position: live, eventsPastHead }, tables };
}

async function waitForLive(
  db: Kysely<ReadModels>,
  liveSchema: string,
  projectorId: string,
  head: GlobalPosition,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const position = await liveCheckpoint(db, liveSchema, projectorId);
    if (comparePositions(position, head) >= 0) return;
    if (Date.now() >= deadline) {
      throw new LiveProjectorBehindError(
        `Live projector ${projectorId} is at ${formatPosition(position)}, short of the log head ${formatPosition(head)} ` +
          `read when the verification started, and did not reach it within ${timeoutMs / 1000} s: ` +
          'is the projections service running? (Start it, or replace the read models by rebuilding without ' +
          '--verify: `npm run rebuild`, or `node projections/dist/cli/rebuild.js` in the image.)',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Read only: a projector that never ran stands at the start. */
async function liveCheckpoint(
  db: Kysely<ReadModels> | Transaction<ReadModels>,
  liveSchema: string,
  projectorId: string,
): Promise<GlobalPosition> {
  const { rows } = await sql<{ position: string }>`
    select position from ${sql.id(liveSchema, 'projection_checkpoints')} where projector_id = ${projectorId}`.execute(
    db,
  );
  const text = rows[0]?.position;
  if (text === undefined) return START;
  const position = parsePosition(text);
  if (!position) throw new Error(`Unreadable checkpoint of ${projectorId}: ${JSON.stringify(text)}`);
  return position;
}

async function currentSchema(db: Kysely<ReadModels>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]!.schema;
}
