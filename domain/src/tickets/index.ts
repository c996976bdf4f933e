// Public surface of the support-ticket module.
export type * from './commands.js';
export { decideTicket, ticketDecider } from './decide.js';
export { TICKET_MESSAGES, type TicketErrorCode, ticketError } from './errors.js';
export type * from './events.js';
export * from './rules.js';
export { evolveTicket, initialTicket, type OpenedTicket, type Ticket } from './state.js';
