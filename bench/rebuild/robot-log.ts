// One robot's telemetry as the API records it (domain/src/robot/events.ts): per day an equity
// sample every 10 minutes (ROBOTS.md: every 5 to 15) and about 16 closed deals into its history
// stream; for the last day only, a heartbeat and a position snapshot every 30 s into its live stream
// (older ones are forgotten by the one-day retention, so a real log holds just the last day of them).
import type {
  DealRecord,
  PositionRecord,
  RobotDealReported,
  RobotEquityReported,
  RobotHeartbeatReceived,
  RobotPositionsReported,
} from '@shop/domain';
import { robotHistoryStream, robotLiveStream } from '@shop/domain';
import type { LogEvent } from './log-writer.js';
import { type Random, stamp } from './random.js';

const DAY = 86_400_000;
const SYMBOLS = ['EURUSD', 'GBPUSD', 'USDJPY', 'XAUUSD', 'AUDUSD'];

export interface Robot {
  licenceId: string;
  balance: number;
  nextTicket: number;
  open: PositionRecord[];
}

export function newRobot(licenceId: string, random: Random): Robot {
  return { licenceId, balance: 5_000 + Math.round(random() * 20_000), nextTicket: 1_000_000, open: [] };
}

/** The history events of one day: equity samples and closed deals (a deposit first, on day one). */
export function robotHistoryDay(robot: Robot, dayStart: number, random: Random, first: boolean): LogEvent[] {
  const stream = robotHistoryStream(robot.licenceId);
  const actor = `robot:${robot.licenceId}` as const;
  const events: LogEvent[] = [];
  const deal = (at: number, fields: Partial<DealRecord>) => {
    const record: DealRecord = {
      ticket: String(robot.nextTicket++),
      time: new Date(at).toISOString(),
      symbol: '',
      type: 'BALANCE',
      volume: 0,
      price: 0,
      profit: 0,
      commission: 0,
      swap: 0,
      comment: '',
      openTime: null,
      ...fields,
    };
    robot.balance += record.profit + record.commission + record.swap;
    const data: RobotDealReported['data'] = { deal: record, receivedAt: new Date(at + 1_000).toISOString() };
    events.push(stamp(stream, 'RobotDealReported', data, actor, at + 1_000));
  };
  if (first) deal(dayStart, { profit: robot.balance, comment: 'Deposit' });
  const deals = 12 + Math.floor(random() * 9);
  for (let i = 0; i < deals; i += 1) {
    const closed = dayStart + Math.floor(random() * DAY);
    deal(closed, {
      symbol: SYMBOLS[Math.floor(random() * SYMBOLS.length)]!,
      type: random() < 0.5 ? 'BUY' : 'SELL',
      volume: Math.round((0.01 + random() * 0.99) * 100) / 100,
      price: Math.round((1 + random()) * 100_000) / 100_000,
      profit: Math.round((random() - 0.45) * 4_000) / 100,
      commission: -0.7,
      swap: random() < 0.2 ? -0.35 : 0,
      openTime: new Date(closed - Math.floor(random() * 6 * 3_600_000)).toISOString(),
    });
  }
  for (let minute = 0; minute < 24 * 60; minute += 10) {
    const at = dayStart + minute * 60_000;
    const equity = Math.round((robot.balance + (random() - 0.5) * 200) * 100) / 100;
    const data: RobotEquityReported['data'] = {
      samples: [{ time: new Date(at).toISOString(), balance: Math.round(robot.balance * 100) / 100, equity }],
      receivedAt: new Date(at + 500).toISOString(),
    };
    events.push(stamp(stream, 'RobotEquityReported', data, actor, at + 500));
  }
  return events;
}

/** The last day's live stream: a heartbeat and a full position snapshot every 30 s. */
export function robotLiveDay(robot: Robot, dayStart: number, random: Random): LogEvent[] {
  const stream = robotLiveStream(robot.licenceId);
  const actor = `robot:${robot.licenceId}` as const;
  const events: LogEvent[] = [];
  for (let at = dayStart + Math.floor(random() * 30_000); at < dayStart + DAY; at += 30_000) {
    movePositions(robot, at, random);
    const floating = robot.open.reduce((sum, position) => sum + position.profit, 0);
    const receivedAt = new Date(at).toISOString();
    const heartbeat: RobotHeartbeatReceived['data'] = {
      eaVersion: '2.4.1',
      activePositions: robot.open.length,
      balance: Math.round(robot.balance * 100) / 100,
      equity: Math.round((robot.balance + floating) * 100) / 100,
      receivedAt,
    };
    events.push(stamp(stream, 'RobotHeartbeatReceived', heartbeat, actor, at));
    const snapshot: RobotPositionsReported['data'] = {
      positions: robot.open.map((p) => ({ ...p })),
      receivedAt,
    };
    events.push(stamp(stream, 'RobotPositionsReported', snapshot, actor, at + 200));
  }
  return events;
}

/** Up to three positions: one opens or closes every hour or so; open ones float. */
function movePositions(robot: Robot, at: number, random: Random) {
  if (robot.open.length > 0 && random() < 1 / 120) robot.open.shift();
  if (robot.open.length < 3 && random() < 1 / 100) {
    const openPrice = Math.round((1 + random()) * 100_000) / 100_000;
    robot.open.push({
      ticket: String(robot.nextTicket++),
      symbol: SYMBOLS[Math.floor(random() * SYMBOLS.length)]!,
      type: random() < 0.5 ? 'BUY' : 'SELL',
      volume: 0.1,
      openPrice,
      currentPrice: openPrice,
      profit: 0,
      openTime: new Date(at).toISOString(),
    });
  }
  for (const position of robot.open) {
    position.currentPrice =
      Math.round(position.currentPrice * (1 + (random() - 0.5) / 1_000) * 100_000) / 100_000;
    position.profit = Math.round((position.currentPrice - position.openPrice) * 100_000 * 10) / 100;
  }
}
