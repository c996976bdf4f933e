// robot_status, robot_positions, robot_deals, robot_equity: each licence's last heartbeat, its
// positions (open from the latest snapshot, closed once gone from it), deals and equity history.
// Set-based: a batch is folded in memory per licence (fold-batch.ts) and written with a few
// statements (write-batch.ts). Deals and samples are inserted once (by ticket, by time), so a replay
// counts nothing twice.
import type { Projector } from '../../runtime/projector.js';
import { foldTelemetry } from './fold-batch.js';
import { writeTelemetry } from './write-batch.js';

export const robotTelemetryProjector: Projector = {
  id: 'robot-telemetry',
  tables: ['robot_status', 'robot_positions', 'robot_deals', 'robot_equity'],
  async project(trx, events) {
    await writeTelemetry(trx, foldTelemetry(events));
  },
};
