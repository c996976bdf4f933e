// The read-model database as kysely sees it: one entry per table.
import type { AuditEntityNamesTable, AuditLogTable, AuditOwnersTable } from './tables/audit-log.js';
import type { DiscountsTable } from './tables/discounts.js';
import type { LedgerEntriesTable, LedgerOrdersTable } from './tables/ledger.js';
import type { LicenceHistoryTable, LicencesTable } from './tables/licences.js';
import type { OrdersTable } from './tables/orders.js';
import type { PaymentChecksTable } from './tables/payment-checks.js';
import type { ProjectionCheckpointsTable } from './tables/projection-checkpoints.js';
import type { ReleasesTable } from './tables/releases.js';
import type {
  RobotDealsTable,
  RobotEquityTable,
  RobotPositionsTable,
  RobotStatusTable,
} from './tables/robot.js';
import type { SentEmailsTable } from './tables/sent-emails.js';
import type { StreamHeadsTable } from './tables/stream-heads.js';
import type { TicketMessagesTable, TicketsTable } from './tables/tickets.js';
import type { UsersTable } from './tables/users.js';

export interface ReadModels {
  audit_entity_names: AuditEntityNamesTable;
  audit_log: AuditLogTable;
  audit_owners: AuditOwnersTable;
  discounts: DiscountsTable;
  ledger_entries: LedgerEntriesTable;
  ledger_orders: LedgerOrdersTable;
  licence_history: LicenceHistoryTable;
  licences: LicencesTable;
  orders: OrdersTable;
  /** The chain watcher's table, read by the order queries (see tables/payment-checks.ts). */
  payment_checks: PaymentChecksTable;
  projection_checkpoints: ProjectionCheckpointsTable;
  releases: ReleasesTable;
  robot_deals: RobotDealsTable;
  robot_equity: RobotEquityTable;
  robot_positions: RobotPositionsTable;
  robot_status: RobotStatusTable;
  sent_emails: SentEmailsTable;
  stream_heads: StreamHeadsTable;
  ticket_messages: TicketMessagesTable;
  tickets: TicketsTable;
  users: UsersTable;
}
