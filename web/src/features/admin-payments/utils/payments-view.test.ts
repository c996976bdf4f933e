// The Payments section's view: filter values the server would refuse are dropped, and a refunded order
// reads Refunded.
import { describe, expect, it } from 'vitest';
import { knownPaymentsView, listedStatus } from './payments-view';

describe('payments view', () => {
  it('keeps the filter values the server takes', () => {
    const view = {
      page: 3,
      sort: { key: 'amount' as const, order: 'asc' as const },
      filters: { status: 'needs_decision', network: 'BEP20', q: 'ab', from: '2026-03-01', to: '2026-03-31' },
    };
    expect(knownPaymentsView(view)).toEqual(view);
  });

  it('drops an unknown status or network and a placing bound that is not a day', () => {
    const view = {
      page: 1,
      filters: { status: 'lost', network: 'ERC20', q: 'trader', from: 'yesterday', to: '2026-3-1' },
    };
    expect(knownPaymentsView(view)).toEqual({ page: 1, filters: { q: 'trader' } });
  });

  it('shows a refunded order as refunded', () => {
    expect(listedStatus({ status: 'completed', refundStatus: 'approved' })).toBe('refunded');
    expect(listedStatus({ status: 'completed', refundStatus: 'sent' })).toBe('completed');
  });
});
