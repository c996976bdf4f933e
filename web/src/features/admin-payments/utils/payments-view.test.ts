// The Payments section's view in the address: what is read, what is dropped, and the other parameters kept.
import { describe, expect, it } from 'vitest';
import { listedStatus, readPaymentsView, writePaymentsView } from './payments-view';

describe('payments view', () => {
  it('reads the filters it knows and drops the rest', () => {
    expect(
      readPaymentsView(new URLSearchParams('status=needs_decision&network=BEP20&q=%20ab%20&page=3')),
    ).toEqual({
      status: 'needs_decision',
      network: 'BEP20',
      q: 'ab',
      page: 3,
    });
    expect(
      readPaymentsView(new URLSearchParams('status=lost&network=ERC20&page=0&sort=user&order=up')),
    ).toEqual({
      page: 1,
    });
    expect(readPaymentsView(new URLSearchParams('sort=amount&order=asc'))).toEqual({
      sort: 'amount',
      order: 'asc',
      page: 1,
    });
  });

  it('writes the view, leaving the first page out and the other parameters in place', () => {
    const written = writePaymentsView(new URLSearchParams('tab=payments&status=late&page=4'), {
      status: 'refunded',
      page: 1,
    });
    expect(written.toString()).toBe('tab=payments&status=refunded');
    expect(writePaymentsView(new URLSearchParams(), { q: 'trader', page: 2 }).toString()).toBe(
      'q=trader&page=2',
    );
  });

  it('shows a refunded order as refunded', () => {
    expect(listedStatus({ status: 'completed', refundStatus: 'approved' })).toBe('refunded');
    expect(listedStatus({ status: 'completed', refundStatus: 'sent' })).toBe('completed');
  });
});
