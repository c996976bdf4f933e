// What a robot reports, as events. Two streams per licence:
// - `robotlive-<licenceId>`: heartbeats and position snapshots. Only the latest matters (online
//   status, open positions), so a retention task forgets those older than a day, always keeping
//   the newest: at 60,000 robots beating every 30 s the log would otherwise grow by 170 million
//   events a day. Their read models hold the last state, which is all anyone asks for.
// - `robothistory-<licenceId>`: closed deals (one event each, its id derived from the ticket so a
//   repeated report is stored once) and equity samples. Kept forever: metrics are computed from them.
// Each event has a builder, so producers never spell an event type or shape its data by hand.
import type { Event } from '../core/message.js';
import type { DealRecord, EquitySample } from './records.js';

export interface PositionRecord {
  ticket: string;
  symbol: string;
  type: 'BUY' | 'SELL';
  volume: number;
  openPrice: number;
  currentPrice: number;
  profit: number;
  openTime: string;
}

export type RobotHeartbeatReceived = Event<
  'RobotHeartbeatReceived',
  { eaVersion: string; activePositions: number; balance: number; equity: number; receivedAt: string }
>;
/** Every position open at `receivedAt`: one missing since the previous snapshot has closed. */
export type RobotPositionsReported = Event<
  'RobotPositionsReported',
  { positions: PositionRecord[]; receivedAt: string }
>;
export type RobotDealReported = Event<'RobotDealReported', { deal: DealRecord; receivedAt: string }>;
export type RobotEquityReported = Event<
  'RobotEquityReported',
  { samples: EquitySample[]; receivedAt: string }
>;

export type RobotLiveEvent = RobotHeartbeatReceived | RobotPositionsReported;
export type RobotHistoryEvent = RobotDealReported | RobotEquityReported;

/** What a heartbeat reports, besides when it arrived. */
export type Heartbeat = Omit<RobotHeartbeatReceived['data'], 'receivedAt'>;

export const robotHeartbeatReceived = (beat: Heartbeat, receivedAt: string): RobotHeartbeatReceived => ({
  type: 'RobotHeartbeatReceived',
  data: { ...beat, receivedAt },
});

export const robotPositionsReported = (
  positions: PositionRecord[],
  receivedAt: string,
): RobotPositionsReported => ({ type: 'RobotPositionsReported', data: { positions, receivedAt } });

export const robotDealReported = (deal: DealRecord, receivedAt: string): RobotDealReported => ({
  type: 'RobotDealReported',
  data: { deal, receivedAt },
});

/**
 * The seed of a deal event's id: one per licence and ticket, so a deal reported again gets the same
 * id and the store keeps it once.
 */
export const robotDealKey = (licenceId: string, ticket: string) => `robot-deal:${licenceId}:${ticket}`;

export const robotEquityReported = (samples: EquitySample[], receivedAt: string): RobotEquityReported => ({
  type: 'RobotEquityReported',
  data: { samples, receivedAt },
});

/** How long heartbeats and position snapshots stay in the log. */
export const ROBOT_LIVE_RETENTION_MS = 24 * 3_600_000;
