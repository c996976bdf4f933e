// The Audit Trail's view in the address: read (trimmed, empty filters left out, page 1 unless a later one),
// written back, and checked with GET /api/audit's own schema.
import { describe, expect, it } from 'vitest';
import { auditViewSearch, checkAuditFilters, hasFilters, readAuditView, sameFilters } from './audit-view';

const USER_ID = '0b6f1d52-7c1a-4d33-9a57-1f0c2e9d4a01';

describe('readAuditView', () => {
  it('reads the filters and the page, ignoring other parameters', () => {
    const params = new URLSearchParams(`tab=audit&category=licence&entityId=abc&userId=${USER_ID}&page=3`);

    expect(readAuditView(params)).toEqual({
      filters: { category: 'licence', entityId: 'abc', userId: USER_ID },
      page: 3,
    });
  });

  it('trims values, leaves out empty ones and starts on page 1 for a page that is not a later one', () => {
    for (const page of ['', '0', '-2', '1.5', 'two']) {
      expect(readAuditView(new URLSearchParams(`q=%20refund%20&type=&page=${page}`))).toEqual({
        filters: { q: 'refund' },
        page: 1,
      });
    }
  });
});

describe('auditViewSearch', () => {
  it('writes the filters that are set and the page after the first', () => {
    expect(auditViewSearch({ filters: { category: 'order', q: ' late ' }, page: 2 })).toBe(
      '?category=order&q=late&page=2',
    );
    expect(auditViewSearch({ filters: {}, page: 3 })).toBe('?page=3');
    expect(auditViewSearch({ filters: { entityId: '' }, page: 1 })).toBe('');
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
