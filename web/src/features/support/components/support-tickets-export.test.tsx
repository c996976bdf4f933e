// The Support Tickets section's Export CSV in the console's page header: the server's file for the view in the
// address (status, category, priority, search, sort), saved under the server's name; a refused export told, nothing saved.
import { describeConsoleExport } from '../../../testing/console-export';

describeConsoleExport({
  section: 'Support Tickets',
  downloads:
    'downloads the filtered, searched, sorted tickets the server streams for the view, under its file name',
  address: '/admin/tickets',
  viewAddress:
    '/admin/tickets?status=open&category=technical&priority=urgent&q=robot&sort=priority&order=desc',
  path: '/tickets/export.csv',
  fileName: 'tickets-2026-03-05.csv',
  csv: 'Ticket,Subject\r\nTKT-000042,Robot stopped\r\n',
  params: {
    status: 'open',
    category: 'technical',
    priority: 'urgent',
    q: 'robot',
    sort: 'priority',
    order: 'desc',
  },
});
