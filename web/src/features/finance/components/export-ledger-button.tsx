// 'Export CSV': every ledger entry the current filters match (all pages, not only the one shown) as a
// spreadsheet-safe CSV file named with today's date.
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { failureMessage } from '../../../lib/api-client';
import { downloadTextFile } from '../../../lib/download';
import { getWholeLedger } from '../api/get-whole-ledger';
import { FINANCE_MESSAGES } from '../messages';
import { ledgerCsv, ledgerCsvFileName } from '../utils/ledger-csv';
import type { LedgerQuery } from '../utils/ledger-query';

type ExportLedgerButtonProps = {
  query: LedgerQuery;
  names: ReadonlyMap<string, string>;
  onError: (message: string) => void;
};

export function ExportLedgerButton({ query, names, onError }: ExportLedgerButtonProps) {
  return (
    <ExportCsvButton
      exportCsv={async () => {
        const entries = await getWholeLedger(query);
        downloadTextFile(ledgerCsvFileName(new Date()), ledgerCsv(entries, names));
      }}
      onError={(error) =>
        onError(failureMessage(error, FINANCE_MESSAGES.exportFailed, FINANCE_MESSAGES.exportFailed))
      }
    />
  );
}
