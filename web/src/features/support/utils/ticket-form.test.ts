// The ticket forms' checks (spec §5): the defaults, required and maximum lengths in the server's words,
// trimmed requests, internal notes only from admins, and the rating's range with optional feedback.
import { TICKET_LIMITS, TICKET_MESSAGES } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { checkRating, checkReply, checkTicketForm, emptyTicketForm } from './ticket-form';

describe('emptyTicketForm', () => {
  it('starts as a general, medium-priority ticket', () => {
    expect(emptyTicketForm()).toEqual({
      subject: '',
      category: 'general',
      priority: 'medium',
      description: '',
    });
  });
});

describe('checkTicketForm', () => {
  it('builds the trimmed request', () => {
    expect(
      checkTicketForm({
        subject: '  Robot stops ',
        category: 'technical',
        priority: 'high',
        description: ' It stops at midnight. ',
      }),
    ).toEqual({
      ok: true,
      request: {
        subject: 'Robot stops',
        category: 'technical',
        priority: 'high',
        description: 'It stops at midnight.',
      },
    });
  });

  it('names each missing field with the server’s message', () => {
    expect(checkTicketForm({ ...emptyTicketForm(), subject: '   ' })).toEqual({
      ok: false,
      errors: {
        subject: TICKET_MESSAGES.subjectRequired,
        description: TICKET_MESSAGES.descriptionRequired,
      },
    });
    expect(TICKET_MESSAGES.subjectRequired).toBe('Subject is required');
    expect(TICKET_MESSAGES.descriptionRequired).toBe('Description is required');
  });

  it('allows exactly the limits and refuses one character more', () => {
    const atLimits = {
      ...emptyTicketForm(),
      subject: 's'.repeat(TICKET_LIMITS.subject),
      description: 'd'.repeat(TICKET_LIMITS.description),
    };
    expect(checkTicketForm(atLimits).ok).toBe(true);
    expect(
      checkTicketForm({
        ...atLimits,
        subject: `${atLimits.subject}s`,
        description: `${atLimits.description}d`,
      }),
    ).toEqual({
      ok: false,
      errors: {
        subject: 'Subject must be at most 200 characters',
        description: 'Description must be at most 2000 characters',
      },
    });
  });
});

describe('checkReply', () => {
  it('sends only the trimmed message for a user, and says whether it is internal for an admin', () => {
    expect(checkReply(' Thanks! ', undefined)).toEqual({ ok: true, request: { message: 'Thanks!' } });
    expect(checkReply('Check logs', true)).toEqual({
      ok: true,
      request: { message: 'Check logs', isInternal: true },
    });
    expect(checkReply('Done', false)).toEqual({ ok: true, request: { message: 'Done', isInternal: false } });
  });

  it('refuses a blank or too long message', () => {
    expect(checkReply(' \n ', undefined)).toEqual({ ok: false, errors: 'Message is required' });
    expect(checkReply('m'.repeat(TICKET_LIMITS.message + 1), false)).toEqual({
      ok: false,
      errors: TICKET_MESSAGES.messageTooLong,
    });
  });
});

describe('checkRating', () => {
  it('needs a rating from 1 to 5', () => {
    expect(checkRating(null, 'Nice')).toEqual({
      ok: false,
      errors: { rating: 'Please choose a rating from 1 to 5' },
    });
    expect(checkRating(6, '')).toEqual({ ok: false, errors: { rating: TICKET_MESSAGES.rating } });
  });

  it('keeps feedback within its limit', () => {
    expect(checkRating(4, 'f'.repeat(TICKET_LIMITS.feedback + 1))).toEqual({
      ok: false,
      errors: { feedback: 'Feedback must be at most 1000 characters' },
    });
    expect(checkRating(4, 'f'.repeat(TICKET_LIMITS.feedback)).ok).toBe(true);
  });

  it('sends the rating with trimmed feedback, or null feedback when there is none', () => {
    expect(checkRating(5, '  Quick and kind ')).toEqual({
      ok: true,
      request: { rating: 5, feedback: 'Quick and kind' },
    });
    expect(checkRating(1, '  ')).toEqual({ ok: true, request: { rating: 1, feedback: null } });
  });
});
