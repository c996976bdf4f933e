// The read-model database as kysely sees it: one entry per table.
import type { ProjectionCheckpointsTable } from './tables/projection-checkpoints.js';
import type { StreamHeadsTable } from './tables/stream-heads.js';

export interface ReadModels {
  projection_checkpoints: ProjectionCheckpointsTable;
  stream_heads: StreamHeadsTable;
}
