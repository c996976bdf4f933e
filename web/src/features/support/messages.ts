// The support screens' own words (spec §8 Tickets, Empty states); the shared ones come from
// @shop/command-api/contracts (TICKET_NOTICES) and @shop/domain (TICKET_MESSAGES).

export const SUPPORT_MESSAGES = {
  empty: 'No tickets found',
  loading: 'Loading tickets...',
  loadFailed: 'Failed to fetch tickets',
  createFailed: 'Failed to create ticket',
  createNetwork: 'An error occurred while creating the ticket',
  sendFailed: 'Failed to send message',
  sendNetwork: 'An error occurred while sending the message',
  statusFailed: 'Failed to update status',
  statusNetwork: 'An error occurred while updating status',
  rateFailed: 'Failed to submit satisfaction rating',
  rateNetwork: 'An error occurred while submitting rating',
  closed: 'This ticket is closed.',
  noMessages: 'No replies yet.',
  internal: 'Internal',
  searchPlaceholder: 'Subject, message or TKT-000042',
} as const;
