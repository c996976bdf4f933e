// The read-model database as kysely sees it: one entry per table.
import type { DiscountsTable } from './tables/discounts.js';
import type { LicenceHistoryTable, LicencesTable } from './tables/licences.js';
import type { OrdersTable } from './tables/orders.js';
import type { ProjectionCheckpointsTable } from './tables/projection-checkpoints.js';
import type { SentEmailsTable } from './tables/sent-emails.js';
import type { StreamHeadsTable } from './tables/stream-heads.js';
import type { UsersTable } from './tables/users.js';

export interface ReadModels {
  discounts: DiscountsTable;
  licence_history: LicenceHistoryTable;
  licences: LicencesTable;
  orders: OrdersTable;
  projection_checkpoints: ProjectionCheckpointsTable;
  sent_emails: SentEmailsTable;
  stream_heads: StreamHeadsTable;
  users: UsersTable;
}
