// The attach rule on its own: which of an order's discovered transfers are tried, in what order, and
// which are dropped, before and after the payment window closes.
import { BLOCK_TIME_TOLERANCE_MS } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { type CandidateRow, chooseCandidates } from '../src/watcher/candidate-choice.js';

const expiresAt = new Date('2030-01-01T12:30:00Z');
const open = new Date(expiresAt.getTime() - 60_000);
/** Past expiry but still within the block-time tolerance: a full payment may still come. */
const justExpired = new Date(expiresAt.getTime() + BLOCK_TIME_TOLERANCE_MS - 1);
const closed = new Date(expiresAt.getTime() + BLOCK_TIME_TOLERANCE_MS);

const row = (hash: string, amount: string | null, status = 'pending', orderId = 'o1'): CandidateRow => ({
  order_id: orderId,
  transaction_hash: hash,
  amount_base_units: amount,
  status,
  due_base_units: '1000',
  expires_at: expiresAt,
});

describe('choosing an order’s candidate', () => {
  it('lets smaller transfers wait while the window is open, however late in it', () => {
    for (const now of [open, justExpired]) {
      expect(chooseCandidates([row('dust', '1'), row('part', '999')], now)).toEqual([
        { orderId: 'o1', attempts: [], drop: [] },
      ]);
    }
  });

  it('tries the largest transfer covering the amount first, at once', () => {
    const rows = [row('dust', '1'), row('exact', '1000'), row('over', '5000')];
    expect(chooseCandidates(rows, open)).toEqual([{ orderId: 'o1', attempts: ['over', 'exact'], drop: [] }]);
    expect(chooseCandidates(rows, closed)[0]?.attempts).toEqual(['over', 'exact', 'dust']);
  });

  it('offers the largest smaller transfer once the window has closed', () => {
    const rows = [row('dust', '1'), row('part', '999'), row('more dust', '20')];
    expect(chooseCandidates(rows, closed)).toEqual([
      { orderId: 'o1', attempts: ['part', 'more dust', 'dust'], drop: [] },
    ]);
  });

  it('attaches a row kept before amounts were recorded as it always was', () => {
    expect(chooseCandidates([row('old', null), row('dust', '1')], open)).toEqual([
      { orderId: 'o1', attempts: ['old'], drop: [] },
    ]);
  });

  it('never lets a smaller transfer replace the transaction under verification', () => {
    const rows = [row('part', '999', 'verifying'), row('full', '1000', 'verifying')];
    expect(chooseCandidates(rows, closed)).toEqual([{ orderId: 'o1', attempts: ['full'], drop: ['part'] }]);
  });

  it('drops every candidate of an order no longer open for detection, order by order', () => {
    const rows = [row('a', '1000', 'completed'), row('b', '1', 'late', 'o2'), row('c', '5', 'failed')];
    expect(chooseCandidates(rows, open)).toEqual([
      { orderId: 'o1', attempts: [], drop: ['a', 'c'] },
      { orderId: 'o2', attempts: [], drop: ['b'] },
    ]);
  });

  it('lets an underpaid order take any transfer at once, largest first, to top it up', () => {
    const rows = [row('small', '1', 'underpaid'), row('big', '5', 'underpaid')];
    expect(chooseCandidates(rows, open)).toEqual([{ orderId: 'o1', attempts: ['big', 'small'], drop: [] }]);
  });
});
