// The filtered ledger as CSV: one row per entry, money in and money out in separate columns of plain
// decimals, so each column adds up on its own in a spreadsheet.
import type { LedgerEntry } from '@shop/command-api/contracts';
import { type CsvCell, datedCsvFileName, toCsv } from '../../../lib/csv';
import { decidedByLabel, entryKindLabel, planLabel } from './finance-labels';
import { centsToDecimal } from './money';

export const LEDGER_CSV_HEADER = [
  'Date',
  'Order',
  'User',
  'Kind',
  'Plan',
  'Network',
  'In (USD)',
  'Out (USD)',
  'Transaction',
  'Discount Code',
  'Decided By',
] as const;

function ledgerRow(entry: LedgerEntry, names: ReadonlyMap<string, string>): CsvCell[] {
  return [
    entry.at,
    entry.orderId,
    entry.user.username ?? entry.user._id,
    entryKindLabel(entry.kind),
    planLabel(entry.planType, entry.planDuration),
    entry.network,
    entry.amountCents > 0 ? centsToDecimal(entry.amountCents) : '',
    entry.amountCents < 0 ? centsToDecimal(-entry.amountCents) : '',
    entry.transactionHash,
    entry.discountCode,
    decidedByLabel(entry.decidedBy, names),
  ];
}

export function ledgerCsv(entries: readonly LedgerEntry[], names: ReadonlyMap<string, string>): string {
  return toCsv(
    LEDGER_CSV_HEADER,
    entries.map((entry) => ledgerRow(entry, names)),
  );
}

/** `ledger-2026-03-15.csv`, dated the day of the export. */
export function ledgerCsvFileName(now: Date): string {
  return datedCsvFileName('ledger', now);
}
