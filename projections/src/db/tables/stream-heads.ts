// One row per stream: its category, latest revision and event; the index of the audit trail.
import type { Selectable } from 'kysely';

export interface StreamHeadsTable {
  stream_id: string;
  category: string;
  revision: string;
  last_event_type: string;
  last_actor: string;
  first_recorded_at: Date;
  last_recorded_at: Date;
}

export type StreamHead = Selectable<StreamHeadsTable>;
