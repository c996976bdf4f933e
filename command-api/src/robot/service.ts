// Robot reports into the event store: heartbeats and position snapshots on the licence's live
// stream, deals (one event each, id derived from the ticket, so a repeated report stores nothing)
// and equity samples on its history stream. See domain/src/robot/events.ts for why two streams.
// Reports arriving together are appended together (one statement and one commit per batch).
import {
  type DealRecord,
  type EquitySample,
  type Event,
  type Heartbeat,
  type PositionRecord,
  robotDealKey,
  robotDealReported,
  robotEquityReported,
  robotHeartbeatReceived,
  robotHistoryStream,
  robotLiveStream,
  robotPositionsReported,
} from '@shop/domain';
import {
  type AppendResult,
  createAppendBatcher,
  deterministicId,
  type EventMetadata,
  type EventStore,
  type NewEvent,
  newId,
} from '@shop/infra';
import { knownDealTickets, type ReadModels } from '@shop/projections';
import type { Kysely } from 'kysely';

export interface RobotReportDependencies {
  store: EventStore;
  db: Kysely<ReadModels>;
  clock: () => Date;
}

function ensureAppended(streamId: string, result: AppendResult) {
  if (!result.ok) throw new Error(`Could not append to ${streamId}`);
}

const stored = (event: Event, metadata: EventMetadata, id = newId()): NewEvent => ({
  id,
  ...event,
  metadata,
});

export function createRobotReports({ store, db, clock }: RobotReportDependencies) {
  /** Heartbeats and position snapshots are superseded by the next report: they need no disk flush each. */
  const live = createAppendBatcher(store, { durability: 'relaxed' });
  const history = createAppendBatcher(store, { durability: 'durable' });

  async function appendLive(licenceId: string, newEvent: NewEvent) {
    const streamId = robotLiveStream(licenceId);
    ensureAppended(streamId, await live.append(streamId, [newEvent]));
  }

  /** Deals keep their own append: their ids are derived from tickets, so a repeat must not fail a batch. */
  async function appendDeals(streamId: string, events: NewEvent[]) {
    ensureAppended(streamId, await store.append(streamId, events, { expectedRevision: 'any' }));
  }

  async function heartbeat(licenceId: string, beat: Heartbeat, metadata: EventMetadata) {
    const receivedAt = clock().toISOString();
    await appendLive(licenceId, stored(robotHeartbeatReceived(beat, receivedAt), metadata));
    return 1;
  }

  async function positions(licenceId: string, open: PositionRecord[], metadata: EventMetadata) {
    const receivedAt = clock().toISOString();
    await appendLive(licenceId, stored(robotPositionsReported(open, receivedAt), metadata));
    return open.length;
  }

  /** Only deals not stored yet are appended; a race between two reports of one deal ends in one event too. */
  async function deals(licenceId: string, reported: DealRecord[], metadata: EventMetadata) {
    const unique = [...new Map(reported.map((deal) => [deal.ticket, deal])).values()];
    const known = await knownDealTickets(
      db,
      licenceId,
      unique.map((deal) => deal.ticket),
    );
    const fresh = unique.filter((deal) => !known.has(deal.ticket));
    const receivedAt = clock().toISOString();
    const events = fresh.map((deal) =>
      stored(
        robotDealReported(deal, receivedAt),
        metadata,
        deterministicId(robotDealKey(licenceId, deal.ticket)),
      ),
    );
    if (events.length === 0) return 0;
    try {
      await appendDeals(robotHistoryStream(licenceId), events);
    } catch {
      // Some were appended meanwhile by a concurrent report (not yet projected): one at a time,
      // each append of an id the stream holds is a no-op.
      for (const single of events) await appendDeals(robotHistoryStream(licenceId), [single]);
    }
    return events.length;
  }

  async function equity(licenceId: string, samples: EquitySample[], metadata: EventMetadata) {
    const receivedAt = clock().toISOString();
    const streamId = robotHistoryStream(licenceId);
    ensureAppended(
      streamId,
      await history.append(streamId, [stored(robotEquityReported(samples, receivedAt), metadata)]),
    );
    return samples.length;
  }

  return { heartbeat, positions, deals, equity };
}

export type RobotReports = ReturnType<typeof createRobotReports>;
