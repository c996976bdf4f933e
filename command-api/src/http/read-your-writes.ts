// Read-your-writes for command answers built from a read model: wait until the projector holds the
// command's events. If it does not in time, the change is saved but not yet visible: a 503 says so.
import type { GlobalPosition } from '@shop/infra';
import { type ReadModels, waitForCheckpoint } from '@shop/projections';
import type { Kysely } from 'kysely';

export class ReadModelBehindError extends Error {
  override readonly name = 'ReadModelBehindError';
}

export const READ_MODEL_BEHIND_MESSAGE =
  'Your change was saved but cannot be shown yet. Please refresh in a moment.';

export async function awaitProjection(
  db: Kysely<ReadModels>,
  projectorId: string,
  position: GlobalPosition | undefined,
): Promise<void> {
  if (position === undefined) return;
  if (!(await waitForCheckpoint(db, projectorId, position))) {
    throw new ReadModelBehindError(`${projectorId} has not reached the command's events in time`);
  }
}
