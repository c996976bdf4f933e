// The filter values a list keeps from the address: those its server takes, in any order they came.
import { describe, expect, it } from 'vitest';
import { knownFilters } from './known-filters';

describe('known filters', () => {
  it('keeps what is accepted and drops the rest, leaving page and sort alone', () => {
    const view = {
      page: 2,
      sort: { key: 'name', order: 'desc' as const },
      filters: { status: 'lost', q: 'bob', role: 'admin' },
    };
    const accepts = (name: string, value: string) => name !== 'status' || value === 'active';
    expect(knownFilters(view, ['status', 'q'], accepts)).toEqual({
      page: 2,
      sort: { key: 'name', order: 'desc' },
      filters: { q: 'bob' },
    });
  });
});
