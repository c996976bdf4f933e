// The words and badge tones of the ticket vocabulary: every value the domain knows has its own words.
import { TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import {
  starsLabel,
  ticketCategoryLabel,
  ticketCount,
  ticketPriorityLabel,
  ticketStatusLabel,
  ticketStatusTone,
} from './ticket-labels';

describe('ticket labels', () => {
  it('names the statuses as the spec does', () => {
    expect(TICKET_STATUSES.map(ticketStatusLabel)).toEqual([
      'Open',
      'In Progress',
      'Waiting for User',
      'Resolved',
      'Closed',
    ]);
  });

  it('gives each status its badge tone: resolved green, closed grey', () => {
    expect(TICKET_STATUSES.map(ticketStatusTone)).toEqual(['open', 'pending', 'held', 'active', 'expired']);
  });

  it('names the categories and priorities', () => {
    expect(TICKET_CATEGORIES.map(ticketCategoryLabel)).toEqual([
      'General',
      'Technical',
      'Billing',
      'Account',
      'License',
    ]);
    expect(TICKET_PRIORITIES.map(ticketPriorityLabel)).toEqual(['Low', 'Medium', 'High', 'Urgent']);
  });

  it('counts stars and tickets in singular and plural', () => {
    expect([1, 2, 5].map(starsLabel)).toEqual(['1 star', '2 stars', '5 stars']);
    expect([0, 1, 25].map(ticketCount)).toEqual(['0 tickets', '1 ticket', '25 tickets']);
  });
});
