// The EA Monitoring section's Export CSV in the console's page header: the server's file for the view in the
// address (online or offline, search, sort), saved under the server's name; a refused export told, nothing saved.
import { describeConsoleExport } from '../../../testing/console-export';

describeConsoleExport({
  section: 'EA Monitoring',
  downloads:
    'downloads the searched, filtered, sorted licences the server streams for the view, under its file name',
  address: '/admin/monitoring',
  viewAddress: '/admin/monitoring?status=offline&q=trader&sort=lastSeen&order=desc',
  path: '/monitoring/licenses/export.csv',
  fileName: 'monitoring-2026-03-05.csv',
  csv: 'License Key,Account Number\r\nROBOT-AAAAA-BBBBB-CCCCC,12345678\r\n',
  params: { status: 'offline', search: 'trader', sort: 'lastSeen', order: 'desc' },
});
