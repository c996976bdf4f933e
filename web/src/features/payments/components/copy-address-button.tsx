// Copies the payment address and says 'Address copied to clipboard!' for 3 seconds (spec §8, §9).
import { useTransientValue } from '../../../hooks/use-transient-value';
import { ADDRESS_COPIED_DURATION_MS, PAYMENT_SCREEN_MESSAGES } from '../messages';

export function CopyAddressButton({ address }: { address: string }) {
  const [copied, showCopied] = useTransientValue<true>(ADDRESS_COPIED_DURATION_MS);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      showCopied(true);
    } catch {
      // No clipboard (insecure origin, permission refused): the address stays on screen to select by hand.
    }
  };

  return (
    <>
      <button type="button" className="button button--small" onClick={copy}>
        Copy Address
      </button>
      {/* Mounted before the news arrives, so screen readers are already listening to it. */}
      <span role="status" className="copy-status">
        {copied ? PAYMENT_SCREEN_MESSAGES.addressCopied : ''}
      </span>
    </>
  );
}
