// Addresses of the Audit Trail section: /admin/audit, then only the filters that have a value, encoded.
import { describe, expect, it } from 'vitest';
import { auditTrailHref, auditTrailSearch } from './audit-trail-link';

describe('auditTrailHref', () => {
  it('leads to the audit section and carries an entity', () => {
    expect(auditTrailHref({ category: 'licence', entityId: '5a3e7f10' })).toBe(
      '/admin/audit?category=licence&entityId=5a3e7f10',
    );
  });

  it('leaves out empty filters and encodes the rest', () => {
    expect(auditTrailHref({ userId: '', q: 'a&b c' })).toBe('/admin/audit?q=a%26b+c');
    expect(auditTrailHref({})).toBe('/admin/audit');
  });
});

describe('auditTrailSearch', () => {
  it('is the query string alone, empty without filters', () => {
    expect(auditTrailSearch({ type: 'LicenceIssued' })).toBe('?type=LicenceIssued');
    expect(auditTrailSearch({ entityId: '' })).toBe('');
  });
});
