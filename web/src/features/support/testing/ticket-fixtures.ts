// Tickets as the ticket API sends them, for the support screens' tests, with the sessions that see them.
// Times are at noon UTC so the shown dates are the same in any time zone a test runs in.
import type { TicketMessageView, TicketPagination, TicketView } from '@shop/command-api/contracts';
import type { Handler, Reply } from '../../../testing/mock-api';
import { ADMIN_SESSION } from '../../../testing/sessions';

export { ADMIN_SESSION };

export const OWNER = {
  _id: '0b6f1d52-7c1a-4d33-9a57-1f0c2e9d4a01',
  username: 'trader1',
  email: 'trader1@example.com',
};

/** GET /api/users/me for the ticket owner, a plain user. */
export const OWNER_SESSION = { success: true, user: { ...OWNER, roles: ['user'] }, licenses: [] };

export const ADMIN = { _id: ADMIN_SESSION.user._id, username: ADMIN_SESSION.user.username };

export const TICKET_ID = '7c1e4a52-9b3d-4f60-8a21-5d0e6f7a8b01';
export const OTHER_TICKET_ID = '7c1e4a52-9b3d-4f60-8a21-5d0e6f7a8b02';

export function aMessage(overrides: Partial<TicketMessageView> = {}): TicketMessageView {
  return {
    _id: 'a1b2c3d4-0000-4000-8000-000000000001',
    sender: { _id: ADMIN._id, username: ADMIN.username },
    senderType: 'admin',
    message: 'Could you send us the robot’s log?',
    isInternal: false,
    createdAt: '2026-03-15T12:00:00.000Z',
    ...overrides,
  };
}

export function aTicket(overrides: Partial<TicketView> = {}): TicketView {
  return {
    _id: TICKET_ID,
    ticketNumber: 'TKT-000042',
    subject: 'Robot stops trading at midnight',
    description: 'Every night at 00:00 the robot stops opening trades.',
    category: 'technical',
    priority: 'high',
    status: 'open',
    userId: OWNER,
    messages: [],
    satisfaction: null,
    createdAt: '2026-03-14T12:00:00.000Z',
    lastActivity: '2026-03-15T12:00:00.000Z',
    resolvedAt: null,
    closedAt: null,
    ...overrides,
  };
}

export const BILLING_TICKET = aTicket({
  _id: OTHER_TICKET_ID,
  ticketNumber: 'TKT-000007',
  subject: 'Invoice for March',
  description: 'Please send an invoice.',
  category: 'billing',
  priority: 'low',
  status: 'resolved',
  createdAt: '2026-03-01T12:00:00.000Z',
  lastActivity: '2026-03-02T12:00:00.000Z',
  resolvedAt: '2026-03-02T12:00:00.000Z',
});

export function aPagination(overrides: Partial<TicketPagination> = {}): TicketPagination {
  return { current: 1, total: 1, totalTickets: 1, hasNext: false, hasPrev: false, ...overrides };
}

/** A page of tickets as GET /api/tickets and /api/tickets/search answer. */
export function ticketsReply(
  tickets: TicketView[],
  pagination: TicketPagination = aPagination({ totalTickets: tickets.length }),
): Reply {
  return { status: 200, body: { success: true, tickets, pagination } };
}

/** What every command on a ticket answers. */
export function ticketReply(ticket: TicketView, message?: string, status = 200): Reply {
  return { status, body: { success: true, ticket, ...(message ? { message } : {}) } };
}

/** The problem JSON of a refused call. */
export function problem(status: number, error?: string, code?: string): Reply {
  return { status, body: { success: false, ...(error ? { error } : {}), ...(code ? { code } : {}) } };
}

/** A call that never got an answer: fetch itself throws. */
export const offline: Handler = () => {
  throw new TypeError('Failed to fetch');
};

export const CALLS = {
  list: (query = 'page=1&limit=10') => `GET /api/tickets?${query}`,
  search: (query: string) => `GET /api/tickets/search?${query}`,
  get: (id = TICKET_ID) => `GET /api/tickets/${id}`,
  create: 'POST /api/tickets',
  reply: (id = TICKET_ID) => `POST /api/tickets/${id}/messages`,
  status: (id = TICKET_ID) => `PATCH /api/tickets/${id}/status`,
  rate: (id = TICKET_ID) => `POST /api/tickets/${id}/satisfaction`,
};
