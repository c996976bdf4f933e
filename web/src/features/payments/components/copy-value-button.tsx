// Copies a value of the payment (its address, its exact amount) and says so beside the button for 3
// seconds (spec §8, §9).
import { useTransientValue } from '../../../hooks/use-transient-value';
import { ADDRESS_COPIED_DURATION_MS } from '../messages';

type CopyValueButtonProps = { value: string; label: string; copiedMessage: string };

export function CopyValueButton({ value, label, copiedMessage }: CopyValueButtonProps) {
  const [copied, showCopied] = useTransientValue<true>(ADDRESS_COPIED_DURATION_MS);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      showCopied(true);
    } catch {
      // No clipboard (insecure origin, permission refused): the value stays on screen to select by hand.
    }
  };

  return (
    <>
      <button type="button" className="button button--small" onClick={copy}>
        {label}
      </button>
      {/* Mounted before the news arrives, so screen readers are already listening to it. */}
      <span role="status" className="copy-status">
        {copied ? copiedMessage : ''}
      </span>
    </>
  );
}
