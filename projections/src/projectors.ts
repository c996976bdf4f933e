// Every projector the projections service runs. A new read model adds its projector here.
import { robotHistoryStreams, robotLiveStreams } from '@shop/domain';
import type { EventFilter } from '@shop/infra';
import { auditLogProjector } from './read-models/audit-log/projector.js';
import { discountsProjector } from './read-models/discounts/projector.js';
import { ledgerProjector } from './read-models/ledger/projector.js';
import { licencesProjector } from './read-models/licences/projector.js';
import { ordersProjector } from './read-models/orders/projector.js';
import { robotTelemetryProjector } from './read-models/robot-telemetry/projector.js';
import { streamHeadsProjector } from './read-models/stream-heads/projector.js';
import { ticketsProjector } from './read-models/tickets/projector.js';
import { usersProjector } from './read-models/users/projector.js';
import type { Projector } from './runtime/projector.js';

/** Robot telemetry is most of the log and only its own projector reads it (stream heads sees all). */
const TELEMETRY = [robotLiveStreams.prefix, robotHistoryStreams.prefix];
export const WITHOUT_TELEMETRY: EventFilter = { excludeStreamPrefixes: TELEMETRY };
const withoutTelemetry = (projector: Projector): Projector => ({ ...projector, filter: WITHOUT_TELEMETRY });

export const allProjectors: readonly Projector[] = [
  streamHeadsProjector,
  withoutTelemetry(usersProjector),
  withoutTelemetry(licencesProjector),
  withoutTelemetry(discountsProjector),
  withoutTelemetry(ordersProjector),
  { ...robotTelemetryProjector, filter: { streamPrefixes: TELEMETRY } },
  withoutTelemetry(ticketsProjector),
  withoutTelemetry(auditLogProjector),
  withoutTelemetry(ledgerProjector),
];
