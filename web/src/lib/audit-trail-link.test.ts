// Addresses of the Audit Trail tab: the tab first, then only the filters that have a value, encoded.
import { describe, expect, it } from 'vitest';
import { auditTrailSearch } from './audit-trail-link';

describe('auditTrailSearch', () => {
  it('selects the audit tab and carries an entity', () => {
    expect(auditTrailSearch({ category: 'licence', entityId: '5a3e7f10' })).toBe(
      '?tab=audit&category=licence&entityId=5a3e7f10',
    );
  });

  it('leaves out empty filters and encodes the rest', () => {
    expect(auditTrailSearch({ userId: '', q: 'a&b c' })).toBe('?tab=audit&q=a%26b+c');
    expect(auditTrailSearch({})).toBe('?tab=audit');
  });
});
