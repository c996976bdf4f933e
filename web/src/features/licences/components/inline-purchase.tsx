// The dashboard's purchase in place (spec §2 User dashboard): the purchase panel under the button or licence
// card that opened it, for a new licence or the renewal of that licence. The region takes focus when it
// opens, so keyboard and screen-reader users start there; the panel's Cancel hands control back.
import type { LicenceView } from '@shop/command-api/contracts';
import { type ReactNode, useEffect, useRef } from 'react';

/** The licence a renewal extends, as the purchase panel needs it. */
export type RenewalTarget = Pick<LicenceView, '_id' | 'licenseKey' | 'accountNumber' | 'expiresAt'>;

/** Draws the purchase panel: the dashboard page hands in the payments feature's. */
export type PurchasePanelSlot = (purchase: {
  renewLicence?: RenewalTarget;
  onCancel: () => void;
}) => ReactNode;

/** The ids tying a licence card's Renew button to the renewal panel it opens. */
export const renewalIds = (licenceId: string) => ({
  button: `renew-${licenceId}`,
  panel: `renewal-${licenceId}`,
});

type InlinePurchaseProps = {
  id: string;
  /** The licence being renewed; absent, a new licence is bought. */
  renewing?: LicenceView;
  panel: PurchasePanelSlot;
  onClose: () => void;
};

export function InlinePurchase({ id, renewing, panel, onClose }: InlinePurchaseProps) {
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    regionRef.current?.focus();
  }, []);

  return (
    <section
      id={id}
      ref={regionRef}
      tabIndex={-1}
      className="inline-purchase"
      aria-label={renewing ? `Renew License ${renewing.licenseKey}` : 'Purchase a License'}
    >
      {panel({
        renewLicence: renewing && {
          _id: renewing._id,
          licenseKey: renewing.licenseKey,
          accountNumber: renewing.accountNumber,
          expiresAt: renewing.expiresAt,
        },
        onCancel: onClose,
      })}
    </section>
  );
}
