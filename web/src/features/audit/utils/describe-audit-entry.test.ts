// Audit entries in words: event types as phrases, actors by name or as recorded, and a one-line summary
// of the recorded data with money, discount values and times as people read them.
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format';
import { describeActor, eventTypeInWords, summariseData } from './describe-audit-entry';

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

  it('writes money in US dollars to the cent, without the Cents of the field name', () => {
    expect(
      summariseData({
        priceCents: 15600,
        discountCents: 2400,
        amountCents: 13200,
        discount: { code: 'SPRING20' },
      }),
    ).toBe('price: 156.00 USD, discount: 24.00 USD, amount: 132.00 USD, discount: SPRING20');
    expect(summariseData({ amountCents: 4905 })).toBe('amount: 49.05 USD');
  });

  it("writes a discount's value by its type: a percentage as '20 %', a fixed amount in US dollars", () => {
    expect(summariseData({ code: 'SPRING20', type: 'percentage', value: 2000, maxDiscountCents: 2500 })).toBe(
      'code: SPRING20, type: percentage, value: 20 %, maxDiscount: 25.00 USD',
    );
    expect(summariseData({ type: 'percentage', value: 1250 })).toBe('type: percentage, value: 12.5 %');
    expect(summariseData({ type: 'fixed', value: 1000 })).toBe('type: fixed, value: 10.00 USD');
  });

  it('writes recorded times in the browser’s time zone', () => {
    const at = '2026-01-10T12:00:00.000Z';
    expect(summariseData({ validUntil: at })).toBe(`validUntil: ${formatDateTime(at)}`);
    expect(summariseData({ note: at })).toBe(`note: ${at}`);
  });
});
