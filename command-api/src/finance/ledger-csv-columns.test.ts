// The ledger export's lines: money in and out as plain positive decimals, names for kinds, plans and who
// decided, and cells a spreadsheet would run as formulas turned into text.
import { describe, expect, it } from 'vitest';
import { csvLine } from '../http/csv.js';
import { centsToDecimal, LEDGER_CSV_COLUMNS, type LedgerCsvEntry } from './ledger-csv-columns.js';

const TRC20_TX = 'ab'.repeat(32);
const REFUND_TX = 'cd'.repeat(32);
const ORDER_ID = '7a1e0c3b-5d2f-4b8a-9c61-0e4f2a7b9d11';

function anEntry(overrides: Partial<LedgerCsvEntry> = {}): LedgerCsvEntry {
  return {
    _id: 'e0000000-0000-4000-8000-000000000001',
    orderId: ORDER_ID,
    kind: 'payment',
    amountCents: 4900,
    baseUnits: '49000000',
    overpaidBaseUnits: null,
    network: 'TRC20',
    transactionHash: TRC20_TX,
    planType: 'starter',
    planDuration: '1month',
    discountCode: null,
    discountCents: 0,
    user: { _id: 'u-1', username: 'trader1' },
    licenceId: null,
    decidedBy: 'chain',
    decidedByName: null,
    at: '2026-03-15T12:00:00.000Z',
    ...overrides,
  };
}

const lineOf = (entry: LedgerCsvEntry) => csvLine(LEDGER_CSV_COLUMNS.map((column) => column.cell(entry)));

describe('ledger export lines', () => {
  it('has the columns of the Finance export', () => {
    expect(csvLine(LEDGER_CSV_COLUMNS.map((column) => column.header))).toBe(
      'Date,Order,User,Kind,Plan,Network,In (USD),Out (USD),Transaction,Discount Code,Decided By\r\n',
    );
  });

  it('writes payments in, refunds out and decisions with neither', () => {
    expect(lineOf(anEntry({ discountCode: 'SPRING10' }))).toBe(
      `2026-03-15T12:00:00.000Z,${ORDER_ID},trader1,Payment,Starter Plan - 1 Month,TRC20,49.00,,${TRC20_TX},SPRING10,Blockchain\r\n`,
    );
    const refund = anEntry({
      kind: 'refund',
      amountCents: -4900,
      transactionHash: REFUND_TX,
      decidedBy: 'a-1',
      decidedByName: 'boss',
    });
    expect(lineOf(refund)).toBe(
      `2026-03-15T12:00:00.000Z,${ORDER_ID},trader1,Refund,Starter Plan - 1 Month,TRC20,,49.00,${REFUND_TX},,boss\r\n`,
    );
    const declined = anEntry({
      kind: 'refund_rejected',
      amountCents: 0,
      transactionHash: null,
      decidedBy: 'x-1',
    });
    expect(lineOf(declined)).toBe(
      `2026-03-15T12:00:00.000Z,${ORDER_ID},trader1,Refund declined,Starter Plan - 1 Month,TRC20,,,,,x-1\r\n`,
    );
    expect(lineOf(anEntry({ decidedBy: null })).endsWith(',—\r\n')).toBe(true);
  });

  it('turns cells that start like a formula into text, and quotes commas and quotes', () => {
    const hostile = anEntry({
      user: { _id: 'u', username: '=HYPERLINK("http://evil.example","pay")' },
      discountCode: '+SUM(A1:A9)',
      decidedBy: '@admin',
    });
    expect(lineOf(hostile)).toBe(
      `2026-03-15T12:00:00.000Z,${ORDER_ID},"'=HYPERLINK(""http://evil.example"",""pay"")",Payment,Starter Plan - 1 Month,TRC20,49.00,,${TRC20_TX},'+SUM(A1:A9),'@admin\r\n`,
    );
  });

  it('names the user by id when the account has no username any more, and a plan no longer offered as stored', () => {
    const line = lineOf(
      anEntry({ user: { _id: 'erased-1', username: null }, planType: 'legacy', planDuration: '2years' }),
    );
    expect(line.split(',').slice(2, 5)).toEqual(['erased-1', 'Payment', 'legacy 2years']);
  });
});

describe('centsToDecimal', () => {
  it('writes exact decimals without grouping', () => {
    expect(centsToDecimal(4900)).toBe('49.00');
    expect(centsToDecimal(123456789)).toBe('1234567.89');
    expect(centsToDecimal(7)).toBe('0.07');
    expect(centsToDecimal(-4905)).toBe('-49.05');
  });
});
