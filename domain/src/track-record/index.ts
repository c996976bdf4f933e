// Public surface of the track record: the showcase robot's days, sealed into a signed hash chain.
export { canonicalJson } from './canonical-json.js';
export {
  canonicalDay,
  emptyDay,
  isUtcDay,
  type TrackRecordDay,
  trackRecordDays,
  utcDayOf,
} from './day-record.js';
export {
  canonicalSeal,
  daysDueForSeal,
  SEAL_DELAY_MS,
  type Seal,
  type SealContent,
  type TrackRecordSealed,
  trackRecordSealed,
} from './seal.js';
