// The monitored licences: robot online or not, account, owner, last heartbeat and EA version, and a View
// button that opens the licence's details below the list.
import { formatDateTime } from '../../../lib/format';
import { NO_VALUE } from '../../../lib/format-metrics';
import type { MonitoringLicence } from '../api/get-monitoring-licences';
import { MONITORING_MESSAGES } from '../messages';
import { OnlineBadge } from './online-badge';

type MonitoringLicencesTableProps = {
  licences: readonly MonitoringLicence[];
  selectedId: string | undefined;
  onSelect: (licence: MonitoringLicence) => void;
};

export function MonitoringLicencesTable({ licences, selectedId, onSelect }: MonitoringLicencesTableProps) {
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">Monitored licenses</caption>
        <thead>
          <tr>
            <th scope="col">Account Number</th>
            <th scope="col">Status</th>
            <th scope="col">User</th>
            <th scope="col">License Key</th>
            <th scope="col">Last Seen</th>
            <th scope="col">EA Version</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {licences.map((licence) => (
            <tr key={licence._id}>
              <th scope="row">{licence.accountNumber}</th>
              <td>
                <OnlineBadge online={licence.isOnline} />
              </td>
              <td>
                <span className="monitoring__user">{licence.userId.username}</span>
                <span className="monitoring__email">{licence.userId.email}</span>
              </td>
              <td>
                <code className="licence-key">{licence.licenseKey}</code>
              </td>
              <td>{licence.lastSeen ? formatDateTime(licence.lastSeen) : MONITORING_MESSAGES.neverSeen}</td>
              <td>{licence.eaVersion ?? NO_VALUE}</td>
              <td>
                <button
                  type="button"
                  className="button button--small"
                  aria-label={`View ${licence.accountNumber}`}
                  aria-pressed={licence._id === selectedId}
                  onClick={() => onSelect(licence)}
                >
                  View
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
