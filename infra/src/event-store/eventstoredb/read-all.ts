// Reads of $all by raw pages: the 6.2.1 client cannot filter a read on the server, so a page may be
// all system events ($metadata, $> links, subscription checkpoints); these read on past them.
import {
  BACKWARDS,
  type Direction,
  END,
  START as ESDB_START,
  FORWARDS,
  type ReadPosition,
} from '@eventstore/db-client';
import type { RecordedEvent } from '../event-store.js';
import { comparePositions, type GlobalPosition, START } from '../position.js';
import { type EventStoreClient, withDeadline } from './client.js';
import { toRecordedEvent } from './recorded-event.js';

export interface ReadAllSettings {
  client: EventStoreClient;
  /** Longest wait for the next event of a read. */
  deadlineMs: number;
}

/** Raw events of one page; the next page starts at the last one (the server reads forwards from it inclusive). */
const RAW_PAGE = 200;

/** Events of $all, system ones too, from `from` onwards in `direction`, page after page to the end. */
async function* scanAll(
  { client, deadlineMs }: ReadAllSettings,
  from: ReadPosition,
  direction: Direction,
  pageSize = RAW_PAGE,
) {
  const seen = (position: GlobalPosition, boundary: GlobalPosition) =>
    direction === FORWARDS
      ? comparePositions(position, boundary) <= 0
      : comparePositions(position, boundary) >= 0;
  let fromPosition = from;
  let boundary: GlobalPosition | undefined;
  for (;;) {
    let count = 0;
    let last: GlobalPosition | undefined;
    const page = client.readAll({ fromPosition, direction, maxCount: pageSize });
    for await (const resolved of withDeadline(page, deadlineMs)) {
      count += 1;
      const position = resolved.event?.position;
      if (!position) continue;
      last = { commit: position.commit, prepare: position.prepare };
      if (boundary && seen(last, boundary)) continue;
      yield { position: last, event: toRecordedEvent(resolved) };
    }
    if (count < pageSize || !last) return;
    boundary = last;
    fromPosition = last;
  }
}

/** Up to `limit` user events strictly after `after`, however many system events lie between. */
export async function readUserEvents(
  settings: ReadAllSettings,
  after: GlobalPosition,
  limit: number,
): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  if (limit <= 0) return events;
  const from = comparePositions(after, START) === 0 ? ESDB_START : after;
  const pageSize = Math.min(Math.max(limit + 1, 100), 1_000);
  for await (const { position, event } of scanAll(settings, from, FORWARDS, pageSize)) {
    if (!event || comparePositions(position, after) <= 0) continue;
    events.push(event);
    if (events.length === limit) break;
  }
  return events;
}

/** Position of the last user event, or START when there is none. */
export async function lastUserPosition(settings: ReadAllSettings): Promise<GlobalPosition> {
  for await (const { event } of scanAll(settings, END, BACKWARDS)) if (event) return event.position;
  return START;
}

/** Most user events countAfter counts on EventStoreDB, and most raw events it reads to do so. */
export const COUNT_CAP = 1_000;
const RAW_COUNT_CAP = 10 * COUNT_CAP;

/**
 * User events after `after`, counted backwards from the end: at most `max` and COUNT_CAP, reading at
 * most RAW_COUNT_CAP raw events, so a metrics scrape stays cheap however far behind a reader is.
 */
export async function countUserEventsAfter(
  settings: ReadAllSettings,
  after: GlobalPosition,
  max: number,
): Promise<number> {
  const cap = Math.min(max, COUNT_CAP);
  let counted = 0;
  let read = 0;
  if (cap <= 0) return 0;
  for await (const { position, event } of scanAll(settings, END, BACKWARDS)) {
    if (comparePositions(position, after) <= 0) break;
    if (event) counted += 1;
    read += 1;
    if (counted === cap || read === RAW_COUNT_CAP) break;
  }
  return counted;
}
