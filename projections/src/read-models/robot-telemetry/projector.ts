// robot_status, robot_positions, robot_deals, robot_equity: each licence's last heartbeat, its
// positions (open from the latest snapshot, closed once gone from it), deals and equity history.
// Deals and samples are inserted once (by ticket, by time), so a replay counts nothing twice.
import {
  ROBOT_HISTORY_PREFIX,
  ROBOT_LIVE_PREFIX,
  type RobotHistoryEvent,
  type RobotLiveEvent,
} from '@shop/domain';
import type { RecordedEvent } from '@shop/infra';
import { sql } from 'kysely';
import type { Projector, ReadModelTransaction } from '../../runtime/projector.js';

type RobotEvent = RobotLiveEvent | RobotHistoryEvent;

function licenceIdOf(streamId: string): string | undefined {
  if (streamId.startsWith(ROBOT_LIVE_PREFIX)) return streamId.slice(ROBOT_LIVE_PREFIX.length);
  if (streamId.startsWith(ROBOT_HISTORY_PREFIX)) return streamId.slice(ROBOT_HISTORY_PREFIX.length);
  return undefined;
}

async function ensureStatus(trx: ReadModelTransaction, licenceId: string) {
  await trx
    .insertInto('robot_status')
    .values({ licence_id: licenceId })
    .onConflict((conflict) => conflict.column('licence_id').doNothing())
    .execute();
}

async function apply(trx: ReadModelTransaction, licenceId: string, event: RobotEvent) {
  switch (event.type) {
    case 'RobotHeartbeatReceived': {
      const { eaVersion, activePositions, balance, equity, receivedAt } = event.data;
      const values = {
        last_seen: new Date(receivedAt),
        ea_version: eaVersion,
        active_positions: activePositions,
        balance,
        equity,
      };
      await trx
        .insertInto('robot_status')
        .values({ licence_id: licenceId, ...values })
        .onConflict((conflict) =>
          conflict
            .column('licence_id')
            .doUpdateSet(values)
            // A replayed older heartbeat never moves last-seen back.
            .where((eb) =>
              eb.or([
                eb('robot_status.last_seen', 'is', null),
                eb('robot_status.last_seen', '<=', values.last_seen),
              ]),
            ),
        )
        .execute();
      return;
    }
    case 'RobotPositionsReported': {
      const updatedAt = new Date(event.data.receivedAt);
      const tickets = event.data.positions.map((position) => position.ticket);
      if (event.data.positions.length > 0) {
        await trx
          .insertInto('robot_positions')
          .values(
            event.data.positions.map((position) => ({
              licence_id: licenceId,
              ticket: position.ticket,
              status: 'OPEN' as const,
              symbol: position.symbol,
              type: position.type,
              volume: position.volume,
              open_price: position.openPrice,
              current_price: position.currentPrice,
              profit: position.profit,
              open_time: new Date(position.openTime),
              updated_at: updatedAt,
            })),
          )
          .onConflict((conflict) =>
            conflict.columns(['licence_id', 'ticket']).doUpdateSet((eb) => ({
              status: 'OPEN',
              current_price: eb.ref('excluded.current_price'),
              profit: eb.ref('excluded.profit'),
              volume: eb.ref('excluded.volume'),
              updated_at: eb.ref('excluded.updated_at'),
            })),
          )
          .execute();
      }
      let closing = trx
        .updateTable('robot_positions')
        .set({ status: 'CLOSED', updated_at: updatedAt })
        .where('licence_id', '=', licenceId)
        .where('status', '=', 'OPEN');
      if (tickets.length > 0) closing = closing.where('ticket', 'not in', tickets);
      await closing.execute();
      return;
    }
    case 'RobotDealReported': {
      const { deal } = event.data;
      const inserted = await trx
        .insertInto('robot_deals')
        .values({
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
        })
        .onConflict((conflict) => conflict.columns(['licence_id', 'ticket']).doNothing())
        .returning('ticket')
        .execute();
      if (inserted.length > 0) await addCounts(trx, licenceId, { deals: inserted.length, samples: 0 });
      return;
    }
    case 'RobotEquityReported': {
      if (event.data.samples.length === 0) return;
      const inserted = await trx
        .insertInto('robot_equity')
        .values(
          event.data.samples.map((sample) => ({
            licence_id: licenceId,
            time: new Date(sample.time),
            balance: sample.balance,
            equity: sample.equity,
          })),
        )
        .onConflict((conflict) => conflict.columns(['licence_id', 'time']).doNothing())
        .returning('time')
        .execute();
      if (inserted.length > 0) await addCounts(trx, licenceId, { deals: 0, samples: inserted.length });
      return;
    }
    default:
      return;
  }
}

async function addCounts(
  trx: ReadModelTransaction,
  licenceId: string,
  added: { deals: number; samples: number },
) {
  await ensureStatus(trx, licenceId);
  await trx
    .updateTable('robot_status')
    .set({
      deal_count: sql`deal_count + ${added.deals}`,
      equity_count: sql`equity_count + ${added.samples}`,
    })
    .where('licence_id', '=', licenceId)
    .execute();
}

export const robotTelemetryProjector: Projector = {
  id: 'robot-telemetry',
  tables: ['robot_status', 'robot_positions', 'robot_deals', 'robot_equity'],
  async project(trx, events) {
    for (const recorded of events as readonly RecordedEvent[]) {
      const licenceId = licenceIdOf(recorded.streamId);
      if (!licenceId) continue;
      await apply(trx, licenceId, { type: recorded.type, data: recorded.data } as RobotEvent);
    }
  },
};
