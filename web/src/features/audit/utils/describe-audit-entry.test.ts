// Audit entries in words: event types as phrases, actors by name or as recorded, short entity ids and a
// one-line summary of the recorded data.
import { describe, expect, it } from 'vitest';
import {
  describeActor,
  describeEntity,
  eventTypeInWords,
  shortId,
  summariseData,
} from './describe-audit-entry';

describe('eventTypeInWords', () => {
  it.each([
    ['LicenceIssued', 'Licence issued'],
    ['UserRolesChanged', 'User roles changed'],
    ['TicketMessagePosted', 'Ticket message posted'],
    ['AdminRosterSeeded', 'Admin roster seeded'],
    ['PaymentURLSent', 'Payment URL sent'],
    ['Expired', 'Expired'],
    ['', ''],
  ])('writes %o as %o', (type, words) => {
    expect(eventTypeInWords(type)).toBe(words);
  });
});

describe('describeActor', () => {
  it('names the actor the API found, with their role', () => {
    expect(describeActor({ actor: 'admin:9e2d', actorName: 'boss' })).toEqual({
      name: 'boss',
      role: 'admin',
    });
    expect(describeActor({ actor: 'user:0b6f', actorName: 'trader1' })).toEqual({
      name: 'trader1',
      role: 'user',
    });
  });

  it('gives no role for an actor recorded without one', () => {
    expect(describeActor({ actor: 'anonymous', actorName: 'someone' })).toEqual({ name: 'someone' });
  });

  it('shows the actor as recorded when the API has no name for it', () => {
    expect(describeActor({ actor: 'system:first-admin', actorName: null })).toEqual({
      name: 'system:first-admin',
    });
    expect(describeActor({ actor: 'robot:5a3e7f10', actorName: null })).toEqual({ name: 'robot:5a3e7f10' });
  });
});

describe('describeEntity and shortId', () => {
  it('writes the kind and the first eight characters of the id', () => {
    expect(describeEntity({ type: 'licence', id: '5a3e7f10-2b4c-4d6e-8f90-a1b2c3d4e5f6' })).toBe(
      'Licence 5a3e7f10',
    );
    expect(describeEntity({ type: 'adminroster', id: '' })).toBe('Adminroster');
    expect(shortId('abc')).toBe('abc');
  });
});

describe('summariseData', () => {
  it('lists the first four fields, sizing up nested values and shortening long text', () => {
    expect(
      summariseData({
        accountNumber: 31337,
        roles: ['admin', 'user'],
        plan: { type: 'starter' },
        reason: 'A reason far longer than thirty-two characters in all',
        active: true,
        note: null,
      }),
    ).toBe(
      'accountNumber: 31337, roles: [2 items], plan: {…}, reason: A reason far longer than thirty… +2 more',
    );
  });

  it('puts ids, times and who-did-it fields last, as other columns tell them', () => {
    expect(
      summariseData({
        source: 'admin',
        userId: 'u1',
        orderId: null,
        issuedAt: '2026-01-10T12:00:00.000Z',
        issuedBy: 'admin:9e2d',
        licenseKey: 'ABCDE',
        durationDays: 30,
        accountNumber: 31337,
        id: 'x',
      }),
    ).toBe('source: admin, licenseKey: ABCDE, durationDays: 30, accountNumber: 31337 +5 more');
  });

  it('writes every field when there are four or fewer, and says when there is none', () => {
    expect(summariseData({ from: 111, to: 300, changedBy: 'user', reason: null })).toBe(
      'from: 111, to: 300, reason: null, changedBy: user',
    );
    expect(summariseData({ ids: ['a'] })).toBe('ids: [1 item]');
    expect(summariseData({})).toBe('No data');
  });
});
