// Which refund state an order shows: the refund's own status first, then the 7-day window against now.
import { describe, expect, it } from 'vitest';
import { refundState } from './refund-state';

const PAID_AT = '2026-03-01T12:00:00.000Z';
const UNTIL = '2026-03-08T12:00:00.000Z';
const paid = { paidAt: PAID_AT, refundableUntil: UNTIL, refund: null };
const at = (iso: string) => Date.parse(iso);
const refund = (
  status: 'requested' | 'sent' | 'approved' | 'rejected',
  refundTransactionHash: string | null = null,
) => ({
  status,
  requestedAt: '2026-03-02T12:00:00.000Z',
  decidedAt: status === 'requested' ? null : '2026-03-03T12:00:00.000Z',
  refundTransactionHash,
  verifiedAt: status === 'approved' ? '2026-03-03T12:05:00.000Z' : null,
  lastFailure: null,
});

describe('refundState', () => {
  it('offers a refund from payment up to the last millisecond of the window', () => {
    expect(refundState(paid, at(PAID_AT))).toEqual({ kind: 'refundable', until: UNTIL });
    expect(refundState(paid, at(UNTIL))).toEqual({ kind: 'refundable', until: UNTIL });
  });

  it('says the money-back period is over once the window has passed', () => {
    expect(refundState(paid, at(UNTIL) + 1)).toEqual({ kind: 'window_over' });
  });

  it('offers nothing for an order that was never paid', () => {
    expect(refundState({ paidAt: null, refundableUntil: null, refund: null }, at(PAID_AT))).toEqual({
      kind: 'not_paid',
    });
  });

  it('shows a refund asked for, approved with its transaction, or declined, whatever the clock says', () => {
    const later = at(UNTIL) + 86_400_000;
    expect(refundState({ ...paid, refund: refund('requested') }, later)).toEqual({ kind: 'requested' });
    expect(refundState({ ...paid, refund: refund('sent', 'cd'.repeat(32)) }, later)).toEqual({
      kind: 'sent',
    });
    expect(refundState({ ...paid, refund: refund('approved', 'cd'.repeat(32)) }, later)).toEqual({
      kind: 'refunded',
      transactionHash: 'cd'.repeat(32),
    });
    expect(refundState({ ...paid, refund: refund('rejected') }, at(PAID_AT))).toEqual({ kind: 'declined' });
  });
});
