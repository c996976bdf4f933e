// The showcase robot's record of one UTC day, read from the robot read models: what the sealing
// task digests and what GET /api/track-record/days/:day serves, so tampering with a row shows.
import { emptyDay, type TrackRecordDay, trackRecordDays } from '@shop/domain';
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

/** The times of the licence's first and latest deal or equity sample; undefined without any. */
export async function recordSpan(
  db: Kysely<ReadModels>,
  licenceId: string,
): Promise<{ first: Date; last: Date } | undefined> {
  const span = (table: 'robot_deals' | 'robot_equity') =>
    db
      .selectFrom(table)
      .select((eb) => [eb.fn.min('time').as('first'), eb.fn.max('time').as('last')])
      .where('licence_id', '=', licenceId)
      .executeTakeFirst();
  const spans = (await Promise.all([span('robot_deals'), span('robot_equity')])).filter(
    (row): row is { first: Date; last: Date } => row?.first instanceof Date && row.last instanceof Date,
  );
  if (spans.length === 0) return undefined;
  return {
    first: new Date(Math.min(...spans.map((row) => row.first.getTime()))),
    last: new Date(Math.max(...spans.map((row) => row.last.getTime()))),
  };
}
