// Under the account number: the typed number already has one of the trader's active licences, so this
// purchase renews it; "Renew this license" makes that explicit (renewal mode).
import { formatDate } from '../../../lib/format';
import { useMyLicences } from '../../../lib/queries/get-my-licences';
import { licenceOnAccount, type RenewedLicence } from '../utils/renewal';

type RenewalNoticeProps = {
  accountNumber: string;
  onRenew: (licence: RenewedLicence) => void;
};

export function RenewalNotice({ accountNumber, onRenew }: RenewalNoticeProps) {
  const licences = useMyLicences();
  const licence = licenceOnAccount(licences.data ?? [], accountNumber, Date.now());
  return (
    <div role="status" className="renewal-notice">
      {licence && (
        <>
          <p>
            This purchase renews license <code>{licence.licenseKey}</code> (
            {licence.expiresAt ? `valid until ${formatDate(licence.expiresAt)}` : 'no expiration'}).
          </p>
          <button type="button" className="button button--small" onClick={() => onRenew(licence)}>
            Renew this license
          </button>
        </>
      )}
    </div>
  );
}
