// Public surface of projections: the service, the read-model schema and the query functions the API uses.
export { formatProfile } from './cli/format-report.js';
export { migrateReadModels } from './db/migrate.js';
export type { ReadModels } from './db/schema.js';
export { rowsInOneSnapshot, type SnapshotCursorOptions } from './db/snapshot-cursor.js';
export type { LedgerEntryKind } from './db/tables/ledger.js';
export type { LicenceRow } from './db/tables/licences.js';
export type { OrderRow } from './db/tables/orders.js';
export type { PaymentCheckRow } from './db/tables/payment-checks.js';
export type { RobotDealRow, RobotEquityRow, RobotPositionRow } from './db/tables/robot.js';
export type { TicketMessageRow, TicketRow } from './db/tables/tickets.js';
export type { UserRow } from './db/tables/users.js';
export { allProjectors } from './projectors.js';
export { type AccountEmailsDependencies, accountEmailsReactor } from './reactors/account-emails/reactor.js';
export { emailReactors } from './reactors/email-reactors.js';
export { expireDueLicences } from './reactors/licence-expiry.js';
export {
  type LicenceReminderOptions,
  sendLicenceReminders,
} from './reactors/licence-reminders/send-reminders.js';
export { expireDueOrders } from './reactors/order-expiry.js';
export { type OrderFulfilmentDependencies, orderFulfilmentReactor } from './reactors/order-fulfilment.js';
export { type TicketEmailsDependencies, ticketEmailsReactor } from './reactors/ticket-emails/reactor.js';
export { recordedDay } from './reactors/track-record/day-records.js';
export { readSeals, sealTrackRecord, type TrackRecordOptions } from './reactors/track-record/seal-days.js';
export { INTERNAL_EVENT_TYPES } from './read-models/audit-log/internal-events.js';
export {
  type AuditFilters,
  auditTrail,
  sortedAuditEvents,
  withEntityLabel,
} from './read-models/audit-log/queries.js';
export {
  adminDiscountList,
  type DiscountListFilters,
  type DiscountListSort,
  type DiscountListStatus,
  sortedDiscounts,
} from './read-models/discounts/admin-list.js';
export { type DiscountWithCreator, listDiscounts } from './read-models/discounts/queries.js';
export { DELETED_USER_NAME } from './read-models/erasure.js';
export { ledgerProjector } from './read-models/ledger/projector.js';
export {
  type LedgerFilters,
  type LedgerTotals,
  ledgerEntriesWithDeciders,
  ledgerPage,
  openProblems,
  type RevenueGrouping,
  revenue,
} from './read-models/ledger/queries.js';
export {
  type AdminLicenceRow,
  adminLicenceList,
  type LicenceListFilters,
  type LicenceListSort,
  type LicenceListStatus,
  sortedLicences,
} from './read-models/licences/admin-list.js';
export {
  type AccountNumberChange,
  accountNumberHistory,
  findLicence,
  findLicenceByKey,
  type LicenceWithOwner,
  licenceHistory,
  licencesDueForExpiry,
  licencesOfUser,
  listLicences,
  renewalCandidates,
} from './read-models/licences/queries.js';
export { licenceStateFromRow } from './read-models/licences/row-state.js';
export {
  type AdminOrderFilters,
  type AdminOrderPage,
  type AdminOrderRow,
  type AdminOrderSort,
  type AdminOrderStatusFilter,
  adminOrderList,
  NEEDS_DECISION_STATUSES,
  sortedOrders,
} from './read-models/orders/admin-list.js';
export { ordersProjector } from './read-models/orders/projector.js';
export {
  findOrder,
  findPaymentCheck,
  ordersDueForExpiry,
  ordersOfUser,
  paymentsAwaitingDecision,
} from './read-models/orders/queries.js';
export { type OverviewFigures, overviewFigures } from './read-models/overview/queries.js';
export { releasesProjector } from './read-models/releases/projector.js';
export {
  findRelease,
  listReleases,
  offeredReleases,
  type ReleaseRow,
} from './read-models/releases/queries.js';
export {
  accountsWithStatus,
  allDeals,
  dealRecords,
  dealsPage,
  equitySamples,
  equitySince,
  knownDealTickets,
  monitoredLicences,
  positionsPage,
  robotStatusOf,
  sortedMonitoredLicences,
} from './read-models/robot/queries.js';
export { recentStreams } from './read-models/stream-heads/queries.js';
export {
  changesFor as ticketRowChanges,
  messageRow as ticketMessageRow,
  openedRow as openedTicketRow,
  ticketsProjector,
} from './read-models/tickets/projector.js';
export {
  findTicket,
  sortedTickets,
  type TicketFilters,
  type TicketViewer,
  type TicketWithOwner,
  ticketMessages,
  ticketsPage,
} from './read-models/tickets/queries.js';
export {
  adminUserList,
  sortedUsers,
  type UserListFilters,
  type UserListRole,
  type UserListSort,
} from './read-models/users/admin-list.js';
export { usersProjector } from './read-models/users/projector.js';
export { findUserById, listUsers } from './read-models/users/queries.js';
export { READ_MODEL_CHANGES_CHANNEL } from './runtime/change-notices.js';
export { listCheckpoints, waitForCheckpoint } from './runtime/checkpoints.js';
export type { Projector } from './runtime/projector.js';
export type { Reactor } from './runtime/reactor.js';
export { type RebuildReport, rebuildReadModels } from './runtime/rebuild.js';
export type { ReplayProfile } from './runtime/replay.js';
export type { RunnerState } from './runtime/runner.js';
export {
  LiveProjectorBehindError,
  type VerifyRebuildReport,
  verifyRebuild,
} from './runtime/verify-rebuild.js';
export { type ProjectionsService, startProjectionsService } from './service.js';
