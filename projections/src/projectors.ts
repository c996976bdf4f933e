// Every projector the projections service runs. A new read model adds its projector here.
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

export const allProjectors: readonly Projector[] = [
  streamHeadsProjector,
  usersProjector,
  licencesProjector,
  discountsProjector,
  ordersProjector,
  robotTelemetryProjector,
  ticketsProjector,
  auditLogProjector,
  ledgerProjector,
];
