// The Finance filters: local calendar days to ISO instants (To includes its whole day), the As of moment,
// the checks, and the parameters in a fixed order with unset filters left out.
import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, FILTER_MESSAGES, ledgerSearchParams, toLedgerQuery } from './ledger-query';

describe('toLedgerQuery', () => {
  it('asks for everything when nothing is set', () => {
    expect(toLedgerQuery(EMPTY_FILTERS)).toEqual({ ok: true, query: {} });
  });

  it('runs From from the start of its day and To to the end of its day, in the admin’s time zone', () => {
    const checked = toLedgerQuery({ ...EMPTY_FILTERS, from: '2026-03-01', to: '2026-03-31' });
    expect(checked).toEqual({
      ok: true,
      query: {
        from: new Date(2026, 2, 1).toISOString(),
        to: new Date(2026, 3, 1).toISOString(),
      },
    });
  });

  it('accepts a single day as From and To', () => {
    const checked = toLedgerQuery({ ...EMPTY_FILTERS, from: '2026-03-15', to: '2026-03-15' });
    expect(checked.ok).toBe(true);
  });

  it('passes the As of moment, kind, network and plan, and upper-cases the discount code', () => {
    const checked = toLedgerQuery({
      ...EMPTY_FILTERS,
      asOf: '2026-03-20T09:30',
      kind: 'refund',
      network: 'BEP20',
      planType: 'elite',
      discountCode: '  spring10 ',
    });
    expect(checked).toEqual({
      ok: true,
      query: {
        asOf: new Date(2026, 2, 20, 9, 30).toISOString(),
        kind: 'refund',
        network: 'BEP20',
        planType: 'elite',
        discountCode: 'SPRING10',
      },
    });
  });

  it('refuses To before From, a broken date or moment, and a discount code over 32 characters', () => {
    expect(toLedgerQuery({ ...EMPTY_FILTERS, from: '2026-03-02', to: '2026-03-01' })).toEqual({
      ok: false,
      errors: { to: FILTER_MESSAGES.toBeforeFrom },
    });
    expect(
      toLedgerQuery({
        ...EMPTY_FILTERS,
        from: '03/01/2026',
        asOf: 'yesterday',
        discountCode: 'X'.repeat(33),
      }),
    ).toEqual({
      ok: false,
      errors: {
        from: 'Enter a date',
        asOf: 'As of must be a date and time',
        discountCode: 'Discount code must be at most 32 characters',
      },
    });
  });
});

describe('ledgerSearchParams', () => {
  it('writes the set filters in one order, whatever order they were given in', () => {
    const params = ledgerSearchParams({ discountCode: 'SPRING10', kind: 'payment', from: 'F', asOf: 'A' });
    expect(params.toString()).toBe('from=F&asOf=A&kind=payment&discountCode=SPRING10');
  });
});
