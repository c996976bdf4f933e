// Copies a text to the clipboard and says 'Copied!' on the button for 2 seconds (spec §9: the licence
// key's copy button; the success screen's too).
import { useTransientValue } from '../../hooks/use-transient-value';

/** Spec §9: how long 'Copied!' replaces the copy button's label. */
const COPIED_DURATION_MS = 2_000;
const COPIED = 'Copied!';

type CopyButtonProps = {
  text: string;
  /** What is copied, for people who cannot see which value the button sits next to. */
  description: string;
};

export function CopyButton({ text, description }: CopyButtonProps) {
  const [copied, showCopied] = useTransientValue<true>(COPIED_DURATION_MS);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      showCopied(true);
    } catch {
      // No clipboard (insecure origin, permission refused): the key stays on screen to select by hand.
    }
  };

  return (
    <button type="button" className="button button--small" title={description} onClick={copy}>
      <span aria-live="polite">{copied ? COPIED : 'Copy'}</span>
    </button>
  );
}
