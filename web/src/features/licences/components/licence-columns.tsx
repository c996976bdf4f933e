// The admin licence table's columns: key (the row's header), owner, email, status, account number,
// issue and end dates, each sorted by the server; email and issue date give way first on narrow frames,
// then the account number and the end date.
import type { LicenceListSortKey, LicenceView } from '@shop/command-api/contracts';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { LicenceStatusBadge } from '../../../components/ui/licence-status-badge';
import { formatDate } from '../../../lib/format';
import { LICENCE_SCREEN_MESSAGES } from '../messages';

export const LICENCE_COLUMNS: ReadonlyArray<DataTableColumn<LicenceView, LicenceListSortKey>> = [
  {
    id: 'key',
    header: 'License Key',
    sortKey: 'key',
    rowHeader: true,
    cell: (licence) => <code className="licence-key">{licence.licenseKey}</code>,
  },
  { id: 'user', header: 'User', sortKey: 'user', cell: (licence) => licence.userId.username },
  { id: 'email', header: 'Email', sortKey: 'email', priority: 3, cell: (licence) => licence.userId.email },
  {
    id: 'status',
    header: 'Status',
    sortKey: 'status',
    cell: (licence) => <LicenceStatusBadge status={licence.status} />,
  },
  {
    id: 'accountNumber',
    header: 'Account Number',
    sortKey: 'accountNumber',
    priority: 2,
    cell: (licence) => licence.accountNumber,
  },
  {
    id: 'issuedAt',
    header: 'Issued',
    sortKey: 'issuedAt',
    priority: 3,
    cell: (licence) => formatDate(licence.issuedAt),
  },
  {
    id: 'expiresAt',
    header: 'Expires',
    sortKey: 'expiresAt',
    priority: 2,
    cell: (licence) =>
      licence.expiresAt ? formatDate(licence.expiresAt) : LICENCE_SCREEN_MESSAGES.noExpiration,
  },
];
