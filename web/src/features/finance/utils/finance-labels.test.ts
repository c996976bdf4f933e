// The ledger's codes in words: entry kinds, plans, revenue group keys and who decided.
import { describe, expect, it } from 'vitest';
import {
  decidedByLabel,
  entryKindLabel,
  groupKeyLabel,
  PROBLEM_KIND_LABELS,
  planLabel,
} from './finance-labels';

describe('finance labels', () => {
  it('names every entry kind, and shows an unknown one as stored', () => {
    expect(
      ['payment', 'underpaid', 'late', 'payment_rejected', 'refund', 'refund_rejected', 'chargeback'].map(
        entryKindLabel,
      ),
    ).toEqual([
      'Payment',
      'Underpaid payment held',
      'Late payment held',
      'Payment rejected',
      'Refund',
      'Refund declined',
      'chargeback',
    ]);
    expect(PROBLEM_KIND_LABELS).toEqual({
      underpaid: 'Underpaid payment',
      late: 'Late payment',
      refund_requested: 'Refund requested',
      refund_sent: 'Refund sent, verifying',
      refund_failed: 'Refund not verified',
    });
  });

  it('names plans by the catalogue', () => {
    expect(planLabel('popular', '3months')).toBe('Popular Plan - 3 Months');
    expect(planLabel('legacy', '2months')).toBe('legacy 2months');
    expect(groupKeyLabel('plan', 'professional')).toBe('Professional Plan - One Year');
    expect(groupKeyLabel('plan', 'legacy')).toBe('legacy');
  });

  it('calls the absence of a discount code by its name', () => {
    expect(groupKeyLabel('discount', '')).toBe('No discount');
    expect(groupKeyLabel('discount', 'SPRING10')).toBe('SPRING10');
    expect(groupKeyLabel('network', 'BEP20')).toBe('BEP20');
  });

  it('names who decided: the blockchain, an admin by username, else their id, or nobody', () => {
    const names = new Map([['admin-1', 'boss']]);
    expect(decidedByLabel('chain', names)).toBe('Blockchain');
    expect(decidedByLabel('admin-1', names)).toBe('boss');
    expect(decidedByLabel('admin-2', names)).toBe('admin-2');
    expect(decidedByLabel(null, names)).toBe('—');
  });
});
