// 'Export CSV': every ledger entry the current filters match (all pages, not only the one shown), in the
// table's order, as the server streams it: a spreadsheet-safe CSV file named with today's date.
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { failureMessage } from '../../../lib/api-client';
import { downloadExport, EXPORT_PATHS } from '../../../lib/download-export';
import { FINANCE_MESSAGES } from '../messages';
import { type LedgerQuery, ledgerSearchParams } from '../utils/ledger-query';

type ExportLedgerButtonProps = {
  query: LedgerQuery;
  /** The table's order; none: newest first. */
  sort?: { key: string; order: 'asc' | 'desc' };
  onError: (message: string) => void;
};

/** The ledger call's filters and order, without its page. */
export function ledgerExportParams(
  query: LedgerQuery,
  sort?: ExportLedgerButtonProps['sort'],
): URLSearchParams {
  const params = ledgerSearchParams(query);
  if (sort) {
    params.set('sort', sort.key);
    params.set('order', sort.order);
  }
  return params;
}

export function ExportLedgerButton({ query, sort, onError }: ExportLedgerButtonProps) {
  return (
    <ExportCsvButton
      exportCsv={() => downloadExport(EXPORT_PATHS.ledger, ledgerExportParams(query, sort))}
      onError={(error) =>
        onError(failureMessage(error, FINANCE_MESSAGES.exportFailed, FINANCE_MESSAGES.exportFailed))
      }
    />
  );
}
