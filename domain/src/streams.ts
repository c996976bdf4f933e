// Every stream the shop writes, named once. A stream is `<category>-<id>`: the category names what
// kind of thing it holds, the id which one. Producers build names with `of`, consumers read ids back
// with `idOf`; nothing else spells a category. Names are stored in the log forever: never rename one.
import { normalizeDiscountCode } from './discounts/decide.js';

export interface StreamCategory<Id extends readonly string[] = [string]> {
  /** The category, the text before the first dash. */
  readonly name: string;
  /** `<name>-`: every stream of the category starts with it. */
  readonly prefix: string;
  /** The stream of one thing of this category. */
  of(...id: Id): string;
  /** The id part of a stream of this category (parts joined by '-'); throws for another category's stream. */
  idOf(streamId: string): string;
  /** Whether the stream belongs to this category. */
  has(streamId: string): boolean;
}

function streamCategory<Id extends readonly string[] = [string]>(name: string): StreamCategory<Id> {
  const prefix = `${name}-`;
  return {
    name,
    prefix,
    of: (...id) => `${prefix}${id.join('-')}`,
    idOf: (streamId) => {
      if (!streamId.startsWith(prefix)) throw new Error(`${streamId} is not a ${name} stream`);
      return streamId.slice(prefix.length);
    },
    has: (streamId) => streamId.startsWith(prefix),
  };
}

/** `order-42` → `order` and `42`; a stream without a dash is its own category, with no id. */
export function splitStreamId(streamId: string): { category: string; entityId: string } {
  const dash = streamId.indexOf('-');
  return dash < 0
    ? { category: streamId, entityId: '' }
    : { category: streamId.slice(0, dash), entityId: streamId.slice(dash + 1) };
}

// Aggregates: one stream per entity, decided by its decider.
export const userStreams = streamCategory('user');
export const orderStreams = streamCategory('order');
export const licenceStreams = streamCategory('licence');
export const discountStreams = streamCategory('discount');
export const ticketStreams = streamCategory('ticket');
/** A robot release, by its version (`release-1.2.0`): one stream per version, so a version is published once. */
export const releaseStreams = streamCategory('release');

export const userStream = userStreams.of;
export const orderStream = orderStreams.of;
export const licenceStream = licenceStreams.of;
export const discountStream = discountStreams.of;
export const ticketStream = ticketStreams.of;
export const releaseStream = releaseStreams.of;

// Reservation streams: a value is unique because its stream can be created only once
// (appended with `no_stream`); the first event names the holder. Also the account-licence memory.
/** An email address, by the SHA-256 of its normalised form (stream names are never erased). */
export const emailReservations = streamCategory('email');
/** A username, by the SHA-256 of its normalised form. */
export const usernameReservations = streamCategory('username');
/** A licence key: one licence per key. */
export const licenceKeyReservations = streamCategory('licensekey');
/** A discount code, normalised: one discount per code. */
export const discountCodeReservations = streamCategory('discountcode');
/** A passkey's WebAuthn credential id, by its SHA-256: which account signs in with it. */
export const passkeyReservations = streamCategory('passkey');
/** A payment transaction on one network: one transaction pays one order (TARGETS R4). */
export const paymentTxReservations = streamCategory<[network: string, transactionHash: string]>('paymenttx');
/**
 * Which licence serves a user's MT5 account number: each fulfilled order appends the licence it
 * issued or renewed, so the next renewal finds it at once. A memory, appended with `any`, not a claim.
 */
export const accountLicenceReservations =
  streamCategory<[userId: string, accountNumber: string]>('accountlicence');

export const licenceKeyReservation = licenceKeyReservations.of;
export const discountCodeReservation = (code: string) =>
  discountCodeReservations.of(normalizeDiscountCode(code));
export const transactionReservation = paymentTxReservations.of;
export const accountLicenceReservation = (userId: string, accountNumber: number) =>
  accountLicenceReservations.of(userId, String(accountNumber));

// Sequences: a number is the stream's revision after the append that allocated it.
/** Support ticket numbers: one stream for the whole shop. */
export const ticketNumberSequences = streamCategory('ticketnumber');
export const TICKET_NUMBER_STREAM = ticketNumberSequences.of('sequence');
/** Payment address derivation indexes, one stream per network. */
export const paymentAddressSequences = streamCategory('paymentaddress');

// Once-only facts about the shop itself.
export const systemStreams = streamCategory('system');
/** Claimed by the first admin when it is made, so a restart never makes another. */
export const FIRST_ADMIN_RESERVATION = systemStreams.of('first-admin');

// Robot reports, two streams per licence: what is live (heartbeats, positions; kept a day) and what
// is history (deals, equity; kept).
export const robotLiveStreams = streamCategory('robotlive');
export const robotHistoryStreams = streamCategory('robothistory');
export const robotLiveStream = robotLiveStreams.of;
export const robotHistoryStream = robotHistoryStreams.of;

/** The showcase robot's sealed track record, one stream per licence (see track-record/seal.ts). */
export const trackRecordStreams = streamCategory('trackrecord');
