// The ledger export's file name and columns: one line per entry, money in and money out in separate
// columns of plain decimals, so each column adds up on its own in a spreadsheet; kinds, plans and who
// decided named as the Finance tab names them.
import { findPlan } from '@shop/domain';
import type { LedgerEntry } from '../contracts/finance.js';
import type { CsvColumn } from '../http/csv-stream.js';

export const LEDGER_CSV_NAME = 'ledger';

/** A ledger entry as the list shows it, with the name of the admin who decided it (null: unknown). */
export type LedgerCsvEntry = LedgerEntry & { decidedByName: string | null };

const ENTRY_KIND_LABELS: Readonly<Record<LedgerEntry['kind'], string>> = {
  payment: 'Payment',
  underpaid: 'Underpaid payment held',
  late: 'Late payment held',
  payment_rejected: 'Payment rejected',
  refund: 'Refund',
  refund_rejected: 'Refund declined',
};

/** The chain watcher's name in `decidedBy`, for payments it confirmed itself. */
const CHAIN_DECIDER = 'chain';

/** `4900` → `49.00`; no grouping. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** `starter` + `1month` → `Starter Plan - 1 Month`; a plan no longer on offer as stored. */
function planLabel(planType: string, planDuration?: string): string {
  return findPlan(planType, planDuration)?.name ?? (planDuration ? `${planType} ${planDuration}` : planType);
}

/** Who decided: the blockchain, an admin by username when known (else their id), or nobody. */
function decidedByLabel(entry: LedgerCsvEntry): string {
  if (entry.decidedBy === null) return '—';
  if (entry.decidedBy === CHAIN_DECIDER) return 'Blockchain';
  return entry.decidedByName ?? entry.decidedBy;
}

export const LEDGER_CSV_COLUMNS: readonly CsvColumn<LedgerCsvEntry>[] = [
  { header: 'Date', cell: (entry) => entry.at },
  { header: 'Order', cell: (entry) => entry.orderId },
  { header: 'User', cell: (entry) => entry.user.username ?? entry.user._id },
  { header: 'Kind', cell: (entry) => ENTRY_KIND_LABELS[entry.kind] ?? entry.kind },
  { header: 'Plan', cell: (entry) => planLabel(entry.planType, entry.planDuration) },
  { header: 'Network', cell: (entry) => entry.network },
  { header: 'In (USD)', cell: (entry) => (entry.amountCents > 0 ? centsToDecimal(entry.amountCents) : '') },
  { header: 'Out (USD)', cell: (entry) => (entry.amountCents < 0 ? centsToDecimal(-entry.amountCents) : '') },
  { header: 'Transaction', cell: (entry) => entry.transactionHash },
  { header: 'Discount Code', cell: (entry) => entry.discountCode },
  { header: 'Decided By', cell: decidedByLabel },
];
