// Every read-model migration. Kysely runs them in name order, hence the numbers; a migration is
// frozen once released: add a new one, never edit an old one.
import type { Migrations } from '@shop/infra';
import * as projectionCheckpoints from './0001-projection-checkpoints.js';
import * as streamHeads from './0002-stream-heads.js';
import * as users from './0003-users.js';
import * as sentEmails from './0004-sent-emails.js';
import * as licences from './0005-licences.js';
import * as discounts from './0006-discounts.js';
import * as orders from './0007-orders.js';
import * as paymentVerification from './0008-payment-verification.js';
import * as robotTelemetry from './0009-robot-telemetry.js';
import * as tickets from './0010-tickets.js';
import * as auditLog from './0011-audit-log.js';
import * as ledger from './0012-ledger.js';
import * as orderRefunds from './0013-order-refunds.js';
import * as ticketOwnerActivity from './0014-ticket-owner-activity.js';
import * as refundVerification from './0015-refund-verification.js';
import * as ordersAdminList from './0016-orders-admin-list.js';
import * as auditEntityNames from './0017-audit-entity-names.js';
import * as auditMetadata from './0018-audit-metadata.js';
import * as licencesAdminList from './0019-licences-admin-list.js';
import * as trigramSearch from './0020-trigram-search.js';
import * as licencesListPages from './0021-licences-list-pages.js';
import * as usersListPages from './0022-users-list-pages.js';
import * as ordersListPages from './0023-orders-list-pages.js';
import * as auditListPages from './0024-audit-list-pages.js';
import * as auditSearchByIds from './0025-audit-search-by-ids.js';
import * as orderTopUpsAndRenewals from './0026-order-top-ups-and-renewals.js';
import * as licenceReminderPreference from './0027-licence-reminder-preference.js';
import * as secondFactors from './0028-second-factors.js';
import * as releases from './0029-releases.js';

export const readModelMigrations: Migrations = {
  '0001-projection-checkpoints': projectionCheckpoints,
  '0002-stream-heads': streamHeads,
  '0003-users': users,
  '0004-sent-emails': sentEmails,
  '0005-licences': licences,
  '0006-discounts': discounts,
  '0007-orders': orders,
  '0008-payment-verification': paymentVerification,
  '0009-robot-telemetry': robotTelemetry,
  '0010-tickets': tickets,
  '0011-audit-log': auditLog,
  '0012-ledger': ledger,
  '0013-order-refunds': orderRefunds,
  '0014-ticket-owner-activity': ticketOwnerActivity,
  '0015-refund-verification': refundVerification,
  '0016-orders-admin-list': ordersAdminList,
  '0017-audit-entity-names': auditEntityNames,
  '0018-audit-metadata': auditMetadata,
  '0019-licences-admin-list': licencesAdminList,
  '0020-trigram-search': trigramSearch,
  '0021-licences-list-pages': licencesListPages,
  '0022-users-list-pages': usersListPages,
  '0023-orders-list-pages': ordersListPages,
  '0024-audit-list-pages': auditListPages,
  '0025-audit-search-by-ids': auditSearchByIds,
  '0026-order-top-ups-and-renewals': orderTopUpsAndRenewals,
  '0027-licence-reminder-preference': licenceReminderPreference,
  '0028-second-factors': secondFactors,
  '0029-releases': releases,
};
