// The Discounts section's Export CSV in the console's page header: the server's file for the view in the
// address (status, search, sort), saved under the server's name; a refused export told, nothing saved.
import { describeConsoleExport } from '../../../testing/console-export';

describeConsoleExport({
  section: 'Discounts',
  downloads: 'downloads the filtered, sorted codes the server streams for the view, under its file name',
  address: '/admin/discounts',
  viewAddress: '/admin/discounts?status=expired&q=spring&sort=code&order=desc',
  path: '/discounts/export.csv',
  fileName: 'discounts-2026-03-05.csv',
  csv: 'Code,Description\r\nSPRING,Spring sale\r\n',
  params: { status: 'expired', q: 'spring', sort: 'code', order: 'desc' },
});
