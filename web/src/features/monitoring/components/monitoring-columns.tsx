// The monitored licences' columns: account number (the row's header), robot online or not, owner, licence
// key, last heartbeat and EA version, each but the badge sorted by the server. The key and the EA version
// give way first on narrow frames, then the owner and the last heartbeat (the details name the owner).
import type { MonitoringLicenceSortKey } from '@shop/command-api/contracts';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { formatDateTime } from '../../../lib/format';
import { NO_VALUE } from '../../../lib/format-metrics';
import type { MonitoringLicence } from '../api/get-monitoring-licences';
import { MONITORING_MESSAGES } from '../messages';
import { OnlineBadge } from './online-badge';

export const MONITORING_COLUMNS: ReadonlyArray<DataTableColumn<MonitoringLicence, MonitoringLicenceSortKey>> =
  [
    {
      id: 'account',
      header: 'Account Number',
      sortKey: 'account',
      rowHeader: true,
      cell: (licence) => licence.accountNumber,
    },
    { id: 'status', header: 'Status', cell: (licence) => <OnlineBadge online={licence.isOnline} /> },
    {
      id: 'user',
      header: 'User',
      sortKey: 'user',
      priority: 2,
      cell: (licence) => (
        <>
          <span className="monitoring__user">{licence.userId.username}</span>
          <span className="monitoring__email">{licence.userId.email}</span>
        </>
      ),
    },
    {
      id: 'key',
      header: 'License Key',
      sortKey: 'key',
      priority: 3,
      cell: (licence) => <code className="licence-key">{licence.licenseKey}</code>,
    },
    {
      id: 'lastSeen',
      header: 'Last Seen',
      sortKey: 'lastSeen',
      priority: 2,
      cell: (licence) =>
        licence.lastSeen ? formatDateTime(licence.lastSeen) : MONITORING_MESSAGES.neverSeen,
    },
    {
      id: 'eaVersion',
      header: 'EA Version',
      sortKey: 'eaVersion',
      priority: 3,
      cell: (licence) => licence.eaVersion ?? NO_VALUE,
    },
  ];
