// The audit trail export's file name and columns: one line per event with when, what, on which entity,
// who did it, where it sits in the log, and its data as recorded (JSON, a cell of its own).
import type { CsvColumn } from '../http/csv-stream.js';

export const AUDIT_CSV_NAME = 'audit';

/** The trail's row as sortedAuditEvents and withEntityLabel give it, as far as the export reads it. */
export interface AuditCsvRow {
  occurred_at: Date;
  type: string;
  category: string;
  entity_id: string;
  entity_label: string;
  actor: string;
  actor_name: string | null;
  stream_id: string;
  revision: string;
  data: unknown;
}

export const AUDIT_CSV_COLUMNS: readonly CsvColumn<AuditCsvRow>[] = [
  { header: 'Date', cell: (row) => row.occurred_at.toISOString() },
  { header: 'Event', cell: (row) => row.type },
  { header: 'Entity', cell: (row) => row.entity_label },
  { header: 'Entity Type', cell: (row) => row.category },
  { header: 'Entity Id', cell: (row) => row.entity_id },
  { header: 'Actor', cell: (row) => row.actor },
  { header: 'Actor Name', cell: (row) => row.actor_name },
  { header: 'Stream', cell: (row) => row.stream_id },
  { header: 'Revision', cell: (row) => row.revision },
  { header: 'Data', cell: (row) => JSON.stringify(row.data ?? null) },
];
