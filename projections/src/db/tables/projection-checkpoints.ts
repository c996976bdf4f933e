// Where each projector has got to in the global log.
import type { Generated } from 'kysely';

export interface ProjectionCheckpointsTable {
  projector_id: string;
  /** `commit/prepare`, see infra's GlobalPosition. */
  position: string;
  events_processed: Generated<string>;
  updated_at: Generated<Date>;
}
