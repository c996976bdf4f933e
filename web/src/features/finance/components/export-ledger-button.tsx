// 'Export CSV': every ledger entry the current filters match (all pages, not only the one shown) as a
// spreadsheet-safe CSV file named with today's date.
import { useState } from 'react';
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
  const [exporting, setExporting] = useState(false);

  const exportLedger = async () => {
    setExporting(true);
    try {
      const entries = await getWholeLedger(query);
      downloadTextFile(ledgerCsvFileName(new Date()), ledgerCsv(entries, names));
    } catch (error) {
      onError(failureMessage(error, FINANCE_MESSAGES.exportFailed, FINANCE_MESSAGES.exportFailed));
    } finally {
      setExporting(false);
    }
  };

  return (
    <button type="button" className="button" disabled={exporting} onClick={() => void exportLedger()}>
      {exporting ? FINANCE_MESSAGES.exporting : 'Export CSV'}
    </button>
  );
}
