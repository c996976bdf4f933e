// The list's address: the plain list without search text, the search call with it; filters only when set.
import { describe, expect, it } from 'vitest';
import { NO_FILTERS, ticketsPath } from './tickets-query';

describe('ticketsPath', () => {
  it('asks the plain list for page 1 of ten without filters', () => {
    expect(ticketsPath({ ...NO_FILTERS, page: 1 })).toBe('/tickets?page=1&limit=10');
  });

  it('adds the filters that are set, in the order status, category, priority', () => {
    expect(
      ticketsPath({ q: '', page: 3, status: 'waiting_for_user', category: 'license', priority: 'urgent' }),
    ).toBe('/tickets?page=3&limit=10&status=waiting_for_user&category=license&priority=urgent');
    expect(ticketsPath({ ...NO_FILTERS, page: 1, priority: 'low' })).toBe(
      '/tickets?page=1&limit=10&priority=low',
    );
  });

  it('searches with trimmed, encoded text, keeping page and filters', () => {
    expect(ticketsPath({ ...NO_FILTERS, q: '  TKT-000042 ', page: 1 })).toBe(
      '/tickets/search?q=TKT-000042&page=1&limit=10',
    );
    expect(ticketsPath({ ...NO_FILTERS, q: 'refund & tax', page: 2, status: 'open' })).toBe(
      '/tickets/search?q=refund+%26+tax&page=2&limit=10&status=open',
    );
  });

  it('treats blank search text as none', () => {
    expect(ticketsPath({ ...NO_FILTERS, q: '   ', page: 1 })).toBe('/tickets?page=1&limit=10');
  });
});
