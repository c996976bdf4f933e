// One page of ledger entries: when, whose, what happened in words, plan, network, the amount (refunds
// negative), the transaction on the block explorer and who decided.
import type { LedgerEntry } from '@shop/command-api/contracts';
import { TransactionLink } from '../../../components/ui/transaction-link';
import { formatCents, formatDateTime } from '../../../lib/format';
import { FINANCE_MESSAGES } from '../messages';
import { decidedByLabel, entryKindLabel, planLabel } from '../utils/finance-labels';

const HEADERS = ['Date', 'User', 'Kind', 'Plan', 'Network', 'Amount', 'Transaction', 'Decided By'];

type LedgerTableProps = {
  entries: readonly LedgerEntry[];
  names: ReadonlyMap<string, string>;
};

export function LedgerTable({ entries, names }: LedgerTableProps) {
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">Ledger entries, newest first</caption>
        <thead>
          <tr>
            {HEADERS.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry._id}>
              <td>{formatDateTime(entry.at)}</td>
              <td>{entry.user.username ?? FINANCE_MESSAGES.none}</td>
              <td>{entryKindLabel(entry.kind)}</td>
              <td>{planLabel(entry.planType, entry.planDuration)}</td>
              <td>{entry.network}</td>
              <td className={entry.amountCents < 0 ? 'finance-amount--negative' : undefined}>
                {formatCents(entry.amountCents)}
              </td>
              <td>
                <TransactionLink network={entry.network} hash={entry.transactionHash} />
              </td>
              <td>{decidedByLabel(entry.decidedBy, names)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
