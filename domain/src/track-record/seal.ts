// A seal of one day: the day's digest chained to the previous seal, signed by the shop. Seals are
// events on the showcase licence's `trackrecord-` stream, so rebuilding read models never changes one.
import type { Event } from '../core/message.js';
import { canonicalJson } from './canonical-json.js';
import { endOfUtcDay, nextUtcDay } from './day-record.js';

/** What is hashed into a seal's hash: the day, its digest and the link to the previous seal. */
export interface SealContent {
  day: string;
  /** SHA-256 (hex) of the day's canonical record. */
  digest: string;
  /** The previous seal's sealHash; null for the first seal. */
  previousSealHash: string | null;
  /** ISO time the seal was made. */
  sealedAt: string;
}

export interface Seal extends SealContent {
  /** SHA-256 (hex) of the canonical seal content. */
  sealHash: string;
  /** Ed25519 signature of the sealHash's 64 ASCII characters, base64url. */
  signature: string;
  /** The JWK `kid` of the key that signed it. */
  keyId: string;
}

export type TrackRecordSealed = Event<'TrackRecordSealed', Seal>;

export const trackRecordSealed = (seal: Seal): TrackRecordSealed => ({
  type: 'TrackRecordSealed',
  data: seal,
});

/** The exact text whose SHA-256 is the seal's hash. */
export const canonicalSeal = ({ day, digest, previousSealHash, sealedAt }: SealContent): string =>
  canonicalJson({ day, digest, previousSealHash, sealedAt });

/** A day is sealed once it has been over this long, so late reports of its last minutes are in. */
export const SEAL_DELAY_MS = 60 * 60_000;

/**
 * The days due for a seal at `now`, oldest first: from the day after the last sealed one (or the
 * day of the first record) to the last day that ended SEAL_DELAY_MS ago and before the robot's
 * latest record, at most `limit` of them. A robot that has said nothing since a day ended may
 * still send that day's deals (a robot back from being offline sends what it missed), so the day
 * waits. Days without records are sealed too (their record is empty), so the chain has no gaps.
 */
export function daysDueForSeal(
  records: {
    lastSealedDay: string | undefined;
    firstRecordDay: string | undefined;
    lastRecordAt: Date | undefined;
  },
  now: Date,
  limit: number,
): string[] {
  const due: string[] = [];
  const until = Math.min(
    now.getTime() - SEAL_DELAY_MS,
    records.lastRecordAt?.getTime() ?? Number.NEGATIVE_INFINITY,
  );
  let day = records.lastSealedDay ? nextUtcDay(records.lastSealedDay) : records.firstRecordDay;
  while (day && due.length < limit && endOfUtcDay(day).getTime() <= until) {
    due.push(day);
    day = nextUtcDay(day);
  }
  return due;
}
