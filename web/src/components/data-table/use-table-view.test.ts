// The data table's view read from and written to the address, and the sort a header's click makes.
import { describe, expect, it } from 'vitest';
import { nextTableSort, readTableView, writeTableView } from './use-table-view';

const options = { sorts: ['user', 'expiresAt'] as const, filters: ['status', 'q'] as const };

describe('table view in the address', () => {
  it('reads page, sort, order and the filters, ignoring what it does not know', () => {
    const params = new URLSearchParams('page=3&sort=user&order=desc&status=active&q=%20bob%20&tab=x');
    expect(readTableView(params, options)).toEqual({
      page: 3,
      sort: { key: 'user', order: 'desc' },
      filters: { status: 'active', q: 'bob' },
    });
  });

  it.each(['page=0', 'page=-2', 'page=abc', 'sort=price', 'q=%20%20'])(
    'reads %s as the first page, unsorted and unfiltered',
    (query) => {
      expect(readTableView(new URLSearchParams(query), options)).toEqual({ page: 1, filters: {} });
    },
  );

  it('writes the view, keeping other parameters and leaving the first page out', () => {
    const next = writeTableView(
      new URLSearchParams('tab=x&page=4&q=old'),
      { page: 1, sort: { key: 'expiresAt', order: 'asc' }, filters: { status: 'expired' } },
      options.filters,
    );
    expect(next.toString()).toBe('tab=x&status=expired&sort=expiresAt&order=asc');
  });

  it('sorts a new column up, then turns it around', () => {
    expect(nextTableSort(undefined, 'user')).toEqual({ key: 'user', order: 'asc' });
    expect(nextTableSort({ key: 'user', order: 'asc' }, 'user')).toEqual({ key: 'user', order: 'desc' });
    expect(nextTableSort({ key: 'user', order: 'desc' }, 'user')).toEqual({ key: 'user', order: 'asc' });
    expect(nextTableSort({ key: 'user', order: 'desc' }, 'expiresAt')).toEqual({
      key: 'expiresAt',
      order: 'asc',
    });
  });
});
