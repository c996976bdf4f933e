// The dashboard's purchase in place (spec §2 User dashboard): the purchase panel under the button or licence
// card that opened it, a new licence or the renewal of that licence. Its heading takes focus when it opens,
// so keyboard and screen-reader users start there; Close (or the panel's own Cancel) hands control back.
import type { LicenceView } from '@shop/command-api/contracts';
import { useEffect, useId, useRef } from 'react';
import { PurchasePanel } from '../../payments/components/purchase-panel';

/** The ids tying a licence card's Renew button to the renewal panel it opens. */
export const renewalIds = (licenceId: string) => ({
  button: `renew-${licenceId}`,
  panel: `renewal-${licenceId}`,
});

type InlinePurchaseProps = {
  id: string;
  /** The licence being renewed; absent, a new licence is bought. */
  renewing?: LicenceView;
  onClose: () => void;
};

export function InlinePurchase({ id, renewing, onClose }: InlinePurchaseProps) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section id={id} className="inline-purchase" aria-labelledby={titleId}>
      <div className="inline-purchase__header">
        <h3 id={titleId} ref={headingRef} tabIndex={-1} className="inline-purchase__title">
          {renewing ? (
            <>
              Renew License <code className="licence-key">{renewing.licenseKey}</code>
            </>
          ) : (
            'Purchase a License'
          )}
        </h3>
        <button type="button" className="button button--small" onClick={onClose}>
          Close
        </button>
      </div>
      <PurchasePanel
        renewLicence={
          renewing && {
            _id: renewing._id,
            licenseKey: renewing.licenseKey,
            accountNumber: renewing.accountNumber,
            expiresAt: renewing.expiresAt,
          }
        }
        onCancel={onClose}
      />
    </section>
  );
}
