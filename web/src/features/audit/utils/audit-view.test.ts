// The Audit Trail's view: the API parameters it stands for (days as the instants they start and end in the
// admin's zone, the internal switch, the order), and its filters checked with GET /api/audit's own schema
// and the days' own rules.
import { describe, expect, it } from 'vitest';
import {
  type AuditView,
  auditApiParams,
  checkAuditFilters,
  formFilters,
  hasFilters,
  sameFilters,
} from './audit-view';

const USER_ID = '0b6f1d52-7c1a-4d33-9a57-1f0c2e9d4a01';

describe('auditApiParams', () => {
  it('sends the link filters as they are, without a page, and nothing else when nothing else is set', () => {
    const view: AuditView = { page: 3, filters: { category: 'licence', q: ' late ', userId: USER_ID } };
    expect(auditApiParams(view).toString()).toBe(`category=licence&userId=${USER_ID}&q=late`);
  });

  it('sends days as the instants they start and end, the internal events and the order', () => {
    const view: AuditView = {
      page: 1,
      sort: { key: 'at', order: 'asc' },
      filters: { type: 'LicenceIssued', from: '2026-03-01', to: '2026-03-31', internal: '1' },
    };
    expect(Object.fromEntries(auditApiParams(view))).toEqual({
      type: 'LicenceIssued',
      from: new Date(2026, 2, 1).toISOString(),
      to: new Date(2026, 3, 1).toISOString(),
      include: 'internal',
      sort: 'at',
      order: 'asc',
    });
  });

  it('leaves the internal switch out of the form filters', () => {
    expect(formFilters({ page: 1, filters: { q: 'x', internal: '1' } })).toEqual({ q: 'x' });
  });
});

describe('sameFilters and hasFilters', () => {
  it('compares filters as they would be sent', () => {
    expect(sameFilters({ q: 'a ', type: '' }, { q: 'a' })).toBe(true);
    expect(sameFilters({ q: 'a' }, { q: 'b' })).toBe(false);
    expect(hasFilters({ q: '  ' })).toBe(false);
    expect(hasFilters({ category: 'user' })).toBe(true);
  });
});

describe('checkAuditFilters', () => {
  it('accepts what the API accepts', () => {
    expect(
      checkAuditFilters({ category: 'licence', userId: USER_ID, type: 'LicenceIssued', q: 'x' }),
    ).toEqual({});
  });

  it('refuses a day that is not one, and a To before From', () => {
    expect(checkAuditFilters({ from: '2026-02-31', to: '2026-03-01' })).toEqual({ from: 'Enter a date' });
    expect(checkAuditFilters({ from: '2026-03-02', to: '2026-03-01' })).toEqual({
      to: 'To must be on or after From',
    });
    expect(checkAuditFilters({ from: '2026-03-01', to: '2026-03-01' })).toEqual({});
  });

  it("gives the API's message for each filter it would refuse", () => {
    expect(
      checkAuditFilters({
        category: 'Licence!',
        userId: 'nobody',
        type: 'Licence Issued',
        q: 'x'.repeat(201),
      }),
    ).toEqual({
      category: 'Entity type must be a word in lower case, e.g. licence',
      userId: 'User not found',
      type: 'Event type must be a name like LicenceRevoked',
      q: 'Search text must be at most 200 characters',
    });
  });
});
