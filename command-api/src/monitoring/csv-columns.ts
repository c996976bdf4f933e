// The EA monitoring export's file name and columns: each licence's key, account, owner and its robot's
// state at the export's time (online or offline, last heartbeat, EA version), as the monitoring list shows.
import type { CsvColumn } from '../http/csv-stream.js';
import type { monitoredLicenceView } from './views.js';

export const MONITORING_CSV_NAME = 'monitoring';

type MonitoredLicenceView = ReturnType<typeof monitoredLicenceView>;

export const MONITORING_CSV_COLUMNS: readonly CsvColumn<MonitoredLicenceView>[] = [
  { header: 'License Key', cell: (licence) => licence.licenseKey },
  { header: 'Account Number', cell: (licence) => licence.accountNumber },
  { header: 'User', cell: (licence) => licence.userId.username },
  { header: 'Email', cell: (licence) => licence.userId.email },
  { header: 'Status', cell: (licence) => (licence.isOnline ? 'online' : 'offline') },
  { header: 'Last Seen', cell: (licence) => licence.lastSeen ?? 'Never' },
  { header: 'EA Version', cell: (licence) => licence.eaVersion ?? '' },
];
