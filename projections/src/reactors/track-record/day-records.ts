// The showcase robot's record of one UTC day, read from the robot read models: what the sealing
// task digests and what GET /api/track-record/days/:day serves, so tampering with a row shows.
import { emptyDay, type TrackRecordDay, trackRecordDays, utcDayOf } from '@shop/domain';
import type { Kysely } from 'kysely';
import type { ReadModels } from '../../db/schema.js';
import { dealRecordOf, equitySampleOf } from '../../read-models/robot/queries.js';

const DAY_MS = 86_400_000;

export async function recordedDay(
  db: Kysely<ReadModels>,
  licenceId: string,
  day: string,
): Promise<TrackRecordDay> {
  const from = new Date(`${day}T00:00:00.000Z`);
  const to = new Date(from.getTime() + DAY_MS);
  const [deals, equity] = await Promise.all([
    db
      .selectFrom('robot_deals')
      .selectAll()
      .where('licence_id', '=', licenceId)
      .where('time', '>=', from)
      .where('time', '<', to)
      .execute(),
    db
      .selectFrom('robot_equity')
      .selectAll()
      .where('licence_id', '=', licenceId)
      .where('time', '>=', from)
      .where('time', '<', to)
      .execute(),
  ]);
  return trackRecordDays(deals.map(dealRecordOf), equity.map(equitySampleOf)).get(day) ?? emptyDay(day);
}

/** The UTC day of the licence's first deal or equity sample; undefined without any. */
export async function firstRecordDay(db: Kysely<ReadModels>, licenceId: string): Promise<string | undefined> {
  const earliest = (table: 'robot_deals' | 'robot_equity') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.min('time').as('first'))
      .where('licence_id', '=', licenceId)
      .executeTakeFirst();
  const firsts = (await Promise.all([earliest('robot_deals'), earliest('robot_equity')]))
    .map((row) => row?.first)
    .filter((time): time is Date => time instanceof Date);
  return firsts.length > 0 ? utcDayOf(new Date(Math.min(...firsts.map(Number)))) : undefined;
}
