// The licences a user holds, in their details dialog: key, status, account and expiry, or
// 'No licenses found for this user'.
import type { LicenceView } from '@shop/command-api/contracts';
import { LicenceStatusBadge } from '../../../components/ui/licence-status-badge';
import { formatDate } from '../../../lib/format';
import { USER_SCREEN_MESSAGES } from '../messages';

export function UserLicences({ licences }: { licences: readonly LicenceView[] }) {
  if (licences.length === 0) return <p className="muted">{USER_SCREEN_MESSAGES.noLicences}</p>;
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">Licenses of this user</caption>
        <thead>
          <tr>
            <th scope="col">License Key</th>
            <th scope="col">Status</th>
            <th scope="col">Account Number</th>
            <th scope="col">Expires</th>
          </tr>
        </thead>
        <tbody>
          {licences.map((licence) => (
            <tr key={licence._id}>
              <th scope="row">
                <code className="licence-key">{licence.licenseKey}</code>
              </th>
              <td>
                <LicenceStatusBadge status={licence.status} />
              </td>
              <td>{licence.accountNumber}</td>
              <td>{licence.expiresAt ? formatDate(licence.expiresAt) : USER_SCREEN_MESSAGES.noExpiration}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
