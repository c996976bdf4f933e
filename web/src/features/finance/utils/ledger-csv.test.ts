// The ledger CSV: one row per entry, money in and out as plain positive decimals, names for codes, and
// cells a spreadsheet would run as formulas turned into text.
import { describe, expect, it } from 'vitest';
import { ADMIN_ID, aLedgerEntry, REFUND_TX, TRC20_TX } from '../testing/finance-fixtures';
import { ledgerCsv, ledgerCsvFileName } from './ledger-csv';

describe('ledgerCsv', () => {
  const names = new Map([[ADMIN_ID, 'boss']]);

  it('writes payments in, refunds out and decisions with neither', () => {
    const csv = ledgerCsv(
      [
        aLedgerEntry({ kind: 'refund', amountCents: -4900, transactionHash: REFUND_TX, decidedBy: ADMIN_ID }),
        aLedgerEntry({ discountCode: 'SPRING10' }),
        aLedgerEntry({ kind: 'refund_rejected', amountCents: 0, transactionHash: null, decidedBy: 'x-1' }),
      ],
      names,
    );

    expect(csv.split('\r\n')).toEqual([
      'Date,Order,User,Kind,Plan,Network,In (USD),Out (USD),Transaction,Discount Code,Decided By',
      `2026-03-15T12:00:00.000Z,7a1e0c3b-5d2f-4b8a-9c61-0e4f2a7b9d11,trader1,Refund,Starter Plan - 1 Month,TRC20,,49.00,${REFUND_TX},,boss`,
      `2026-03-15T12:00:00.000Z,7a1e0c3b-5d2f-4b8a-9c61-0e4f2a7b9d11,trader1,Payment,Starter Plan - 1 Month,TRC20,49.00,,${TRC20_TX},SPRING10,Blockchain`,
      '2026-03-15T12:00:00.000Z,7a1e0c3b-5d2f-4b8a-9c61-0e4f2a7b9d11,trader1,Refund declined,Starter Plan - 1 Month,TRC20,,,,,x-1',
    ]);
  });

  it('turns cells that start like a formula into text, and quotes commas and quotes', () => {
    const csv = ledgerCsv(
      [
        aLedgerEntry({
          user: { _id: 'u', username: '=HYPERLINK("http://evil.example","pay")' },
          discountCode: '+SUM(A1:A9)',
          decidedBy: '@admin',
        }),
      ],
      new Map(),
    );

    const row = csv.split('\r\n')[1];
    expect(row).toBe(
      `2026-03-15T12:00:00.000Z,7a1e0c3b-5d2f-4b8a-9c61-0e4f2a7b9d11,"'=HYPERLINK(""http://evil.example"",""pay"")",Payment,Starter Plan - 1 Month,TRC20,49.00,,${TRC20_TX},'+SUM(A1:A9),'@admin`,
    );
  });

  it('names the user by id when the account has no username any more', () => {
    const csv = ledgerCsv([aLedgerEntry({ user: { _id: 'erased-1', username: null } })], names);
    expect(csv.split('\r\n')[1]?.split(',')[2]).toBe('erased-1');
  });

  it('names the file with the local date of the export', () => {
    expect(ledgerCsvFileName(new Date(2026, 2, 5, 23, 59))).toBe('ledger-2026-03-05.csv');
  });
});
