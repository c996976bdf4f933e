// A realistic event log of `target` events, written into the events table. The mix follows a young
// shop: one robot per 25,000 events (40 at 1,000,000) reporting for as many days as the size allows
// (about 110 at 1,000,000). Each robot-day writes 144 equity samples and ~16 deals, the shop ~420
// business events per 40 robots, and the last day adds every robot's heartbeats and position
// snapshots (2 × 2,880; the older ones are gone with the one-day retention), cut at the target. At
// 1,000,000 events: equity 66 %, heartbeats and snapshots 20 %, deals 7 %, business (logins 3.4 %,
// accounts, reservations, licences, orders, tickets, discounts) 6 %. Personal fields are sealed as
// the services seal them.
import type { PersonalDataKeys, Pool } from '@shop/infra';
import { type LogEvent, LogWriter } from './log-writer.js';
import { seededRandom } from './random.js';
import { newRobot, type Robot, robotHistoryDay, robotLiveDay } from './robot-log.js';
import { Shop } from './shop-log.js';

const DAY = 86_400_000;
const EVENTS_PER_ROBOT = 25_000;
const LIVE_PER_ROBOT = 2 * 2_880;
/** History and business per robot-day, a little under the mean so the last day always comes (and is cut at the target). */
const DAY_PER_ROBOT = 168;

export interface GeneratedLog {
  events: number;
  days: number;
  robots: number;
  byType: Map<string, number>;
  /** Accounts deleted in the log: their keys are destroyed, so their fields read as erased. */
  deletedAccounts: number;
}

/** Stops the generator when the log holds each of `at` events (ascending), until `pause` resolves: the growth bench measures there. */
export interface GenerationPauses {
  at: readonly number[];
  pause: (written: number) => Promise<void>;
}

export async function generateLog(
  target: number,
  pool: Pool,
  keys: PersonalDataKeys,
  onProgress: (written: number) => void,
  pauses: GenerationPauses = { at: [], pause: async () => {} },
): Promise<GeneratedLog> {
  const random = seededRandom(20_261_124);
  const robotCount = Math.max(1, Math.round(target / EVENTS_PER_ROBOT));
  const days = Math.max(1, Math.ceil((target - robotCount * LIVE_PER_ROBOT) / (robotCount * DAY_PER_ROBOT)));
  // The log ends now, so its last day of heartbeats is as fresh as a live shop's.
  const start = Date.now() - days * DAY;
  const shop = new Shop(random, robotCount / 40);
  const writer = new LogWriter(pool, keys);
  const byType = new Map<string, number>();
  const pauseAt = pauses.at.filter((size) => size < target);
  const write = async (events: LogEvent[]) => {
    // Stable sort: a flow's events keep their order when two share a millisecond.
    events.sort((a, b) => a.at - b.at);
    for (const event of events) {
      if (writer.written >= target) return;
      await writer.add(event);
      byType.set(event.type, (byType.get(event.type) ?? 0) + 1);
      if (writer.written === pauseAt[0]) {
        pauseAt.shift();
        await writer.close();
        await pauses.pause(writer.written);
        await writer.syncRevisions();
      }
    }
    onProgress(writer.written);
  };
  const opening = shop.open(start, robotCount);
  const robots: Robot[] = opening.licences.map((licence) => newRobot(licence.id, random));
  await write(opening.events);
  let day = 0;
  for (; day < days && writer.written < target; day += 1) {
    const dayStart = start + day * DAY;
    const events = shop.day(dayStart);
    for (const robot of robots) events.push(...robotHistoryDay(robot, dayStart, random, day === 0));
    if (day === days - 1) for (const robot of robots) events.push(...robotLiveDay(robot, dayStart, random));
    await write(events);
  }
  await writer.close();
  for (const userId of shop.deleted) await keys.destroy(userId);
  return {
    events: writer.written,
    days: day,
    robots: robotCount,
    byType,
    deletedAccounts: shop.deleted.length,
  };
}
