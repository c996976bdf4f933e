// One batch into projectors inside a given transaction: each writes its rows and moves its checkpoint.
import type { GlobalPosition, RecordedEvent } from '@shop/infra';
import { advanceCheckpoints } from './checkpoints.js';
import type { Projector, ReadModelTransaction } from './projector.js';
import type { ProjectorTimer } from './projector-timer.js';

/** Every projector writes the batch and moves its checkpoint from `from` to the batch's end, in `trx`. */
export async function projectBatch(
  trx: ReadModelTransaction,
  projectors: readonly Projector[],
  batch: readonly RecordedEvent[],
  from: GlobalPosition,
  timer?: ProjectorTimer,
): Promise<void> {
  const to = batch.at(-1)!.position;
  for (const projector of projectors) {
    const started = performance.now();
    await projector.project(trx, batch);
    timer?.addProjector(projector.id, performance.now() - started);
  }
  await advanceCheckpoints(
    trx,
    projectors.map((projector) => ({ projectorId: projector.id, from, to, eventCount: batch.length })),
  );
}
