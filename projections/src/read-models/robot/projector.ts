// robot_status, robot_positions, robot_deals, robot_equity: each licence's last heartbeat, its
// positions (open from the latest snapshot, closed once gone from it), deals and equity history.
// Set-based: a batch is folded in memory per licence (fold-batch.ts) and written with a few
// statements (write-batch.ts). Deals and samples are inserted once (by ticket, by time), so a replay
// counts nothing twice.
import type { Projector } from '../../runtime/projector.js';
import { foldRobotReports } from './fold-batch.js';
import { writeRobotReports } from './write-batch.js';

export const robotProjector: Projector = {
  // The checkpoint's name as stored, from before the vertical was called robot: kept, or every
  // database would replay it from the start.
  id: 'robot-telemetry',
  tables: ['robot_status', 'robot_positions', 'robot_deals', 'robot_equity'],
  async project(trx, events) {
    await writeRobotReports(trx, foldRobotReports(events));
  },
};
