// Seals the showcase robot's finished UTC days (issue 24, a verifiable track record): each day's
// canonical record is hashed, chained to the previous seal and signed, and the seals are appended
// to `trackrecord-<licenceId>` at the stream's known revision, so two instances never seal a day
// twice. Time, not an event, triggers it: it runs as a periodic task.
import {
  canonicalDay,
  daysDueForSeal,
  normalizeLicenceKey,
  type Seal,
  trackRecordSealed,
  trackRecordStreams,
  utcDayOf,
} from '@shop/domain';
import { type EventStore, newId, type SigningKey, sha256Hex, signSeal } from '@shop/infra';
import type { Kysely } from 'kysely';
import type { ReadModels } from '../../db/schema.js';
import { findLicenceByKey } from '../../read-models/licences/queries.js';
import { recordedDay, recordSpan } from './day-records.js';

/** A first run over a long history seals at most this many days; the next run goes on. */
const DAYS_PER_RUN = 400;

export interface TrackRecordOptions {
  /** SHOWCASE_LICENSE_KEY: the licence whose robot the landing page shows. */
  showcaseLicenceKey: string;
  signing: SigningKey;
}

/** Seals every day due at the clock's time; returns how many it sealed (0 when another instance did). */
export async function sealTrackRecord({
  store,
  db,
  clock,
  showcaseLicenceKey,
  signing,
}: TrackRecordOptions & { store: EventStore; db: Kysely<ReadModels>; clock: () => Date }): Promise<number> {
  const licence = await findLicenceByKey(db, normalizeLicenceKey(showcaseLicenceKey));
  if (!licence) return 0;
  const streamId = trackRecordStreams.of(licence.licence_id);
  const { last, revision } = await lastSeal(store, streamId);
  const now = clock();
  const span = await recordSpan(db, licence.licence_id);
  const due = daysDueForSeal(
    {
      lastSealedDay: last?.day,
      firstRecordDay: span && utcDayOf(span.first),
      lastRecordAt: span?.last,
    },
    now,
    DAYS_PER_RUN,
  );
  if (due.length === 0) return 0;

  const sealedAt = now.toISOString();
  let previousSealHash = last?.sealHash ?? null;
  const seals: Seal[] = [];
  for (const day of due) {
    const digest = sha256Hex(canonicalDay(await recordedDay(db, licence.licence_id, day)));
    const seal = signSeal({ day, digest, previousSealHash, sealedAt }, signing);
    previousSealHash = seal.sealHash;
    seals.push(seal);
  }
  const result = await store.append(
    streamId,
    seals.map((seal) => ({
      ...trackRecordSealed(seal),
      id: newId(),
      metadata: {
        actor: 'system:track-record',
        correlationId: `track-record-${seals[0]!.day}`,
        causationId: null,
        occurredAt: sealedAt,
      },
    })),
    { expectedRevision: revision ?? 'no_stream' },
  );
  return result.ok ? seals.length : 0;
}

/** Every seal of a stream, in chain order. */
export async function readSeals(store: EventStore, streamId: string): Promise<Seal[]> {
  const seals: Seal[] = [];
  for await (const event of store.readStream(streamId)) {
    if (event.type === 'TrackRecordSealed') seals.push(event.data as Seal);
  }
  return seals;
}

async function lastSeal(store: EventStore, streamId: string) {
  let last: Seal | undefined;
  let revision: bigint | undefined;
  for await (const event of store.readStream(streamId)) {
    revision = event.revision;
    if (event.type === 'TrackRecordSealed') last = event.data as Seal;
  }
  return { last, revision };
}
