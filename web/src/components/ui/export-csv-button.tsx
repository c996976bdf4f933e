// 'Export CSV': disabled and saying so while the export loads what it writes; a failure goes to onError.
import { useState } from 'react';

type ExportCsvButtonProps = {
  /** Loads the rows and downloads the file. */
  exportCsv: () => Promise<void>;
  onError: (error: unknown) => void;
};

export function ExportCsvButton({ exportCsv, onError }: ExportCsvButtonProps) {
  const [exporting, setExporting] = useState(false);

  const run = async () => {
    setExporting(true);
    try {
      await exportCsv();
    } catch (error) {
      onError(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <button type="button" className="button" disabled={exporting} onClick={() => void run()}>
      {exporting ? 'Exporting...' : 'Export CSV'}
    </button>
  );
}
