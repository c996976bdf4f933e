// One page of ledger entries on the shared data table: when, whose, what happened in words, plan, network,
// the amount (refunds negative), the transaction on the block explorer and who decided. Date, user, kind,
// network and amount sort on the server; on narrow frames the plan, network and decider give way first,
// then the user and transaction.
import type { LedgerEntry, LedgerListSortKey } from '@shop/command-api/contracts';
import { DataTable } from '../../../components/data-table/data-table';
import type {
  DataTableColumn,
  ServerPageProps,
  TableSort,
} from '../../../components/data-table/data-table-types';
import { TransactionLink } from '../../../components/ui/transaction-link';
import { formatCents, formatDateTime } from '../../../lib/format';
import { FINANCE_MESSAGES } from '../messages';
import { decidedByLabel, entryKindLabel, planLabel } from '../utils/finance-labels';

/** The server's order when none is chosen: the newest first. */
export const DEFAULT_LEDGER_SORT: TableSort<LedgerListSortKey> = { key: 'at', order: 'desc' };

function ledgerColumns(
  names: ReadonlyMap<string, string>,
): ReadonlyArray<DataTableColumn<LedgerEntry, LedgerListSortKey>> {
  return [
    { id: 'at', header: 'Date', sortKey: 'at', cell: (entry) => formatDateTime(entry.at) },
    {
      id: 'user',
      header: 'User',
      sortKey: 'user',
      priority: 2,
      cell: (entry) => entry.user.username ?? FINANCE_MESSAGES.none,
    },
    { id: 'kind', header: 'Kind', sortKey: 'kind', cell: (entry) => entryKindLabel(entry.kind) },
    {
      id: 'plan',
      header: 'Plan',
      priority: 3,
      cell: (entry) => planLabel(entry.planType, entry.planDuration),
    },
    { id: 'network', header: 'Network', sortKey: 'network', priority: 3, cell: (entry) => entry.network },
    {
      id: 'amount',
      header: 'Amount',
      sortKey: 'amount',
      cell: (entry) => (
        <span className={entry.amountCents < 0 ? 'finance-amount--negative' : undefined}>
          {formatCents(entry.amountCents)}
        </span>
      ),
    },
    {
      id: 'transaction',
      header: 'Transaction',
      priority: 2,
      cell: (entry) => <TransactionLink network={entry.network} hash={entry.transactionHash} />,
    },
    {
      id: 'decidedBy',
      header: 'Decided By',
      priority: 3,
      cell: (entry) => decidedByLabel(entry.decidedBy, names),
    },
  ];
}

type LedgerTableProps = ServerPageProps<LedgerListSortKey> & {
  entries: readonly LedgerEntry[] | undefined;
  names: ReadonlyMap<string, string>;
};

export function LedgerTable({ entries, names, ...page }: LedgerTableProps) {
  return (
    <DataTable
      label="Ledger"
      columns={ledgerColumns(names)}
      rows={entries}
      rowKey={(entry) => entry._id}
      defaultSort={DEFAULT_LEDGER_SORT}
      loadingText={FINANCE_MESSAGES.loading}
      {...page}
    />
  );
}
