// Change notices: a committed batch that wrote rows tells listeners (the API) which read models moved.
import { sql, type Transaction } from 'kysely';
import type { ReadModels } from '../db/schema.js';

/** The PostgreSQL NOTIFY channel; each notice's payload is one projector's id (its read model's name). */
export const READ_MODEL_CHANGES_CHANNEL = 'read_model_changes';

/**
 * Queues one notice per projector named, inside the batch's transaction: PostgreSQL delivers them only
 * when it commits, so a notice never precedes the rows, and a rolled-back batch announces nothing.
 */
export async function announceChanges(
  trx: Transaction<ReadModels>,
  projectorIds: readonly string[],
): Promise<void> {
  if (projectorIds.length === 0) return;
  await sql`select pg_notify(${READ_MODEL_CHANGES_CHANNEL}, id) from unnest(${projectorIds}::text[]) as id`.execute(
    trx,
  );
}
