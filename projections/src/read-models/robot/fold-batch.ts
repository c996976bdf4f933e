// Folds a batch of robot telemetry in memory, in log order, into what it leaves behind per licence:
// the heartbeat that wins (the latest, a later one on a tie), the deals and equity samples to insert
// once, and the final state of every position the batch's snapshots name. Applying the result
// equals applying the events one by one (write-batch.ts says how).
import {
  type DealRecord,
  type PositionRecord,
  type RobotHeartbeatReceived,
  type RobotHistoryEvent,
  type RobotLiveEvent,
  robotHistoryStreams,
  robotLiveStreams,
} from '@shop/domain';
import type { RecordedEvent } from '@shop/infra';
import type {
  RobotDealsTable,
  RobotEquityTable,
  RobotPositionsTable,
  RobotStatusTable,
} from '../../db/tables/robot.js';

type RobotEvent = RobotLiveEvent | RobotHistoryEvent;

export type HeartbeatRow = Omit<RobotStatusTable, 'deal_count' | 'equity_count'> & { last_seen: Date };
export type DealRow = RobotDealsTable;
export type SampleRow = RobotEquityTable;
export type PositionRow = RobotPositionsTable;

export interface RobotReportBatch {
  heartbeats: Map<string, HeartbeatRow>;
  deals: DealRow[];
  samples: SampleRow[];
  /** The final row of every ticket a snapshot of the batch named, by licence. */
  positions: PositionRow[];
  /** Each reporting licence's first snapshot time: positions open before the batch and never named close then. */
  firstSnapshots: Map<string, Date>;
}

export function licenceIdOf(streamId: string): string | undefined {
  if (robotLiveStreams.has(streamId)) return robotLiveStreams.idOf(streamId);
  if (robotHistoryStreams.has(streamId)) return robotHistoryStreams.idOf(streamId);
  return undefined;
}

export function foldRobotReports(events: readonly RecordedEvent[]): RobotReportBatch {
  const batch: RobotReportBatch = {
    heartbeats: new Map(),
    deals: [],
    samples: [],
    positions: [],
    firstSnapshots: new Map(),
  };
  const snapshots = new Map<string, PositionsFold>();
  for (const recorded of events) {
    const licenceId = licenceIdOf(recorded.streamId);
    if (!licenceId) continue;
    const event = { type: recorded.type, data: recorded.data } as RobotEvent;
    if (event.type !== 'RobotPositionsReported') {
      addReport(batch, licenceId, event);
      continue;
    }
    const at = new Date(event.data.receivedAt);
    if (!snapshots.has(licenceId)) snapshots.set(licenceId, new PositionsFold(licenceId));
    if (!batch.firstSnapshots.has(licenceId)) batch.firstSnapshots.set(licenceId, at);
    snapshots.get(licenceId)!.apply(event.data.positions, at);
  }
  for (const fold of snapshots.values()) batch.positions.push(...fold.rows.values());
  return batch;
}

/** A heartbeat, deal or equity report into the batch. */
function addReport(batch: RobotReportBatch, licenceId: string, event: RobotEvent): void {
  switch (event.type) {
    case 'RobotHeartbeatReceived':
      keepLatestHeartbeat(batch.heartbeats, licenceId, event.data);
      return;
    case 'RobotDealReported':
      batch.deals.push(dealRow(licenceId, event.data.deal));
      return;
    case 'RobotEquityReported':
      for (const sample of event.data.samples) {
        batch.samples.push({
          licence_id: licenceId,
          time: new Date(sample.time),
          balance: sample.balance,
          equity: sample.equity,
        });
      }
      return;
  }
}

/** An older heartbeat never replaces a newer one; an equal time does, as a later event. */
function keepLatestHeartbeat(
  heartbeats: Map<string, HeartbeatRow>,
  licenceId: string,
  beat: RobotHeartbeatReceived['data'],
) {
  const lastSeen = new Date(beat.receivedAt);
  const kept = heartbeats.get(licenceId);
  if (kept && kept.last_seen > lastSeen) return;
  heartbeats.set(licenceId, {
    licence_id: licenceId,
    last_seen: lastSeen,
    ea_version: beat.eaVersion,
    active_positions: beat.activePositions,
    balance: beat.balance,
    equity: beat.equity,
  });
}

function dealRow(licenceId: string, deal: DealRecord): DealRow {
  return {
    licence_id: licenceId,
    ticket: deal.ticket,
    time: new Date(deal.time),
    symbol: deal.symbol,
    type: deal.type,
    volume: deal.volume,
    price: deal.price,
    profit: deal.profit,
    commission: deal.commission,
    swap: deal.swap,
    comment: deal.comment,
    open_time: deal.openTime ? new Date(deal.openTime) : null,
  };
}

/**
 * One licence's snapshots in order: a named position is (re)opened with its latest price, profit and
 * volume, keeping what it first opened with; one named before and missing from a later snapshot
 * closes at that snapshot's time.
 */
class PositionsFold {
  readonly rows = new Map<string, PositionRow>();
  private open = new Set<string>();

  constructor(private readonly licenceId: string) {}

  apply(positions: readonly PositionRecord[], at: Date) {
    const named = new Set(positions.map((position) => position.ticket));
    for (const ticket of this.open) {
      if (!named.has(ticket)) Object.assign(this.rows.get(ticket)!, { status: 'CLOSED', updated_at: at });
    }
    for (const position of positions) {
      const row = this.rows.get(position.ticket);
      if (!row) {
        this.rows.set(position.ticket, this.opened(position, at));
        continue;
      }
      Object.assign(row, {
        status: 'OPEN',
        current_price: position.currentPrice,
        profit: position.profit,
        volume: position.volume,
        updated_at: at,
      });
    }
    this.open = named;
  }

  private opened(position: PositionRecord, at: Date): PositionRow {
    return {
      licence_id: this.licenceId,
      ticket: position.ticket,
      symbol: position.symbol,
      type: position.type,
      volume: position.volume,
      open_price: position.openPrice,
      current_price: position.currentPrice,
      profit: position.profit,
      open_time: new Date(position.openTime),
      status: 'OPEN',
      updated_at: at,
    };
  }
}
