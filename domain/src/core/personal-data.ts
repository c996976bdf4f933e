// Which event fields hold personal data, and whose (GDPR erasure by crypto-shredding): the event store
// encrypts these fields with a key of their subject's, and deleting the subject destroys that key, so
// the values become unreadable in every copy and every rebuild while amounts, plans, licences and
// dates stay readable. Events older than a rule, which lack its subject field, stay as they were.
import { userStreams } from '../streams.js';

export interface PersonalDataRule {
  /** Whose data it is: the user whose key protects it. */
  subject(data: Record<string, unknown>, streamId: string): string | undefined;
  fields: readonly string[];
}

/** What a protected field reads as once its subject's key is gone. */
export const ERASED = '[erased]';

const field = (name: string) => (data: Record<string, unknown>) =>
  typeof data[name] === 'string' ? (data[name] as string) : undefined;
/** The user whose own stream holds the event. */
const userOfStream = (_: Record<string, unknown>, streamId: string) =>
  userStreams.has(streamId) ? userStreams.idOf(streamId) : undefined;

export const PERSONAL_DATA: Readonly<Record<string, PersonalDataRule>> = {
  UserRegistered: {
    subject: field('userId'),
    fields: ['username', 'email', 'googleSubject', 'passwordHash'],
  },
  PasswordResetCompleted: { subject: userOfStream, fields: ['passwordHash'] },
  GoogleAccountLinked: { subject: userOfStream, fields: ['googleSubject'] },
  UserLoggedIn: { subject: userOfStream, fields: ['userAgent'] },
  TotpEnabled: { subject: userOfStream, fields: ['secret'] },
  PasskeyRegistered: { subject: userOfStream, fields: ['name'] },
  PasskeyRenamed: { subject: userOfStream, fields: ['name'] },
  PasswordChanged: { subject: userOfStream, fields: ['passwordHash'] },
  AccountNumberChanged: { subject: field('ownerId'), fields: ['reason'] },
  PaymentSubmitted: { subject: field('userId'), fields: ['userPaymentAddress'] },
  PaymentConfirmed: { subject: field('userId'), fields: ['reason'] },
  PaymentRejected: { subject: field('userId'), fields: ['note'] },
  RefundRequested: { subject: field('userId'), fields: ['reason', 'refundAddress'] },
  RefundApproved: { subject: field('userId'), fields: ['note'] },
  RefundVerified: { subject: field('userId'), fields: ['recipient'] },
  RefundRejected: { subject: field('userId'), fields: ['reason'] },
  TicketOpened: { subject: field('userId'), fields: ['subject', 'description'] },
  TicketMessagePosted: { subject: field('ticketOwnerId'), fields: ['message'] },
  TicketRated: { subject: field('userId'), fields: ['feedback'] },
};
