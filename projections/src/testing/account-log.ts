// A log of two accounts with a licence and a support ticket each, taking the paths the users,
// licences, tickets and audit read models know, and the first account deleted midway with events of
// its entities on both sides of the deletion: for the set-based projectors' tests.
import type { LicenceEvent, TicketEvent, UserEvent } from '@shop/domain';
import type { RecordedEvent } from '@shop/infra';
import { recordedLog } from './recorded-log.js';

export const LEAVER = '11111111-2222-4333-8444-555555555555';
export const STAYER = '22222222-3333-4444-8555-666666666666';
export const LEAVERS_LICENCE = '33333333-4444-4555-8666-777777777777';
export const STAYERS_LICENCE = '44444444-5555-4666-8777-888888888888';
export const LEAVERS_TICKET = '55555555-6666-4777-8888-999999999999';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 9, minute)).toISOString();

const registered = (userId: string, name: string, method: 'password' | 'google'): UserEvent => ({
  type: 'UserRegistered',
  data: {
    userId,
    username: name,
    email: `${name}@example.com`,
    passwordHash: method === 'password' ? '$2b$12$hash' : null,
    method,
    googleSubject: method === 'google' ? `google-${name}` : null,
    roles: ['user'],
    emailVerified: method === 'google',
    registeredAt: at(0),
  },
});
const issued = (licenceId: string, userId: string, accountNumber: number): LicenceEvent => ({
  type: 'LicenceIssued',
  data: {
    licenceId,
    licenseKey: `KEY-${licenceId.slice(0, 5)}`,
    userId,
    accountNumber,
    durationDays: 30,
    expiresAt: at(50),
    source: 'admin',
    orderId: null,
    issuedBy: STAYER,
    issuedAt: at(2),
  },
});
const changed = (from: number, to: number, reason: string): LicenceEvent => ({
  type: 'AccountNumberChanged',
  data: { from, to, changedBy: 'user', changedById: LEAVER, reason, changedAt: at(to % 60), ownerId: LEAVER },
});
const message = (id: number, text: string): TicketEvent => ({
  type: 'TicketMessagePosted',
  data: {
    messageId: `00000000-0000-4000-a000-00000000000${id}`,
    senderId: LEAVER,
    senderType: 'user',
    message: text,
    isInternal: false,
    postedAt: at(10 + id),
    ticketOwnerId: LEAVER,
  },
});

type Entry = [stream: string, event: UserEvent | LicenceEvent | TicketEvent];
const user = (id: string, event: UserEvent): Entry => [`user-${id}`, event];
const licence = (id: string, event: LicenceEvent): Entry => [`licence-${id}`, event];
const ticket = (event: TicketEvent): Entry => [`ticket-${LEAVERS_TICKET}`, event];

const entries: Entry[] = [
  user(LEAVER, registered(LEAVER, 'leaver', 'password')),
  user(LEAVER, {
    type: 'EmailVerificationRequested',
    data: { tokenId: 't1', tokenHash: 'h1', requestedAt: at(1), expiresAt: at(59) },
  }),
  user(STAYER, registered(STAYER, 'stayer', 'google')),
  user(LEAVER, { type: 'EmailVerified', data: { verifiedAt: at(2) } }),
  licence(LEAVERS_LICENCE, issued(LEAVERS_LICENCE, LEAVER, 1001)),
  user(LEAVER, { type: 'UserLoggedIn', data: { method: 'password', loggedInAt: at(3) } }),
  licence(STAYERS_LICENCE, issued(STAYERS_LICENCE, STAYER, 2001)),
  licence(LEAVERS_LICENCE, changed(1001, 1002, 'new broker')),
  ticket({
    type: 'TicketOpened',
    data: {
      ticketId: LEAVERS_TICKET,
      ticketNumber: 1,
      userId: LEAVER,
      subject: 'Robot idle',
      description: 'No trades',
      category: 'technical',
      priority: 'high',
      openedAt: at(5),
    },
  }),
  user(LEAVER, { type: 'UserLoggedOut', data: { loggedOutAt: at(6) } }),
  ticket(message(1, 'Still idle')),
  user(LEAVER, {
    type: 'PasswordResetCompleted',
    data: { passwordHash: '$2b$12$other', completedAt: at(7) },
  }),
  user(STAYER, { type: 'UserRolesChanged', data: { roles: ['admin', 'user'], changedAt: at(8) } }),
  ticket({
    type: 'TicketStatusChanged',
    data: { from: 'open', to: 'resolved', changedBy: 'admin', changedById: STAYER, changedAt: at(12) },
  }),
  ticket({ type: 'TicketRated', data: { userId: LEAVER, rating: 2, feedback: 'Slow', ratedAt: at(13) } }),
  user(LEAVER, { type: 'GoogleAccountLinked', data: { googleSubject: 'google-leaver', linkedAt: at(14) } }),
  licence(STAYERS_LICENCE, { type: 'LicenceRevoked', data: { revokedBy: STAYER, revokedAt: at(15) } }),
  user(LEAVER, { type: 'UserDeleted', data: { deletedAt: at(16) } }),
  licence(LEAVERS_LICENCE, {
    type: 'LicenceRevoked',
    data: { revokedBy: 'system:erasure', revokedAt: at(17) },
  }),
  ticket(message(2, 'Posted after the deletion')),
  user(STAYER, { type: 'UserLoggedIn', data: { method: 'google', loggedInAt: at(18) } }),
  user(LEAVER, { type: 'UserLoggedIn', data: { method: 'password', loggedInAt: at(19) } }),
];

export function accountLog(): RecordedEvent[] {
  return recordedLog(entries, { idGroup: 'b000', actor: `user:${LEAVER}`, at });
}
