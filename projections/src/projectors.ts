// Every projector the projections service runs. A new read model adds its projector here.
import { robotHistoryStreams, robotLiveStreams } from '@shop/domain';
import type { EventFilter } from '@shop/infra';
import { auditLogProjector } from './read-models/audit-log/projector.js';
import { discountsProjector } from './read-models/discounts/projector.js';
import { ledgerProjector } from './read-models/ledger/projector.js';
import { licencesProjector } from './read-models/licences/projector.js';
import { ordersProjector } from './read-models/orders/projector.js';
import { releasesProjector } from './read-models/releases/projector.js';
import { robotProjector } from './read-models/robot/projector.js';
import { streamHeadsProjector } from './read-models/stream-heads/projector.js';
import { ticketsProjector } from './read-models/tickets/projector.js';
import { usersProjector } from './read-models/users/projector.js';
import type { Projector } from './runtime/projector.js';

/** Robot reports are most of the log and only their own projector reads them (stream heads sees all). */
const ROBOT_REPORTS = [robotLiveStreams.prefix, robotHistoryStreams.prefix];
export const WITHOUT_ROBOT_REPORTS: EventFilter = { excludeStreamPrefixes: ROBOT_REPORTS };
const withoutRobotReports = (projector: Projector): Projector => ({
  ...projector,
  filter: WITHOUT_ROBOT_REPORTS,
});

export const allProjectors: readonly Projector[] = [
  streamHeadsProjector,
  withoutRobotReports(usersProjector),
  withoutRobotReports(licencesProjector),
  withoutRobotReports(discountsProjector),
  withoutRobotReports(ordersProjector),
  { ...robotProjector, filter: { streamPrefixes: ROBOT_REPORTS } },
  withoutRobotReports(ticketsProjector),
  withoutRobotReports(auditLogProjector),
  withoutRobotReports(ledgerProjector),
  withoutRobotReports(releasesProjector),
];
