// The ten recovery codes, shown once after enrolment or renewal: copy them all, download them as a text
// file, and say they are saved to close the panel.
import { useTransientValue } from '../../../hooks/use-transient-value';
import { downloadBlob } from '../../../lib/download';
import { ACCOUNT_MESSAGES } from '../messages';

const COPIED_DURATION_MS = 2_000;
export const RECOVERY_CODES_FILE = 'recovery-codes.txt';

type RecoveryCodesProps = { codes: readonly string[]; onSaved: () => void };

export function RecoveryCodes({ codes, onSaved }: RecoveryCodesProps) {
  const [copied, showCopied] = useTransientValue<true>(COPIED_DURATION_MS);
  const text = `${codes.join('\n')}\n`;

  const copyAll = async () => {
    try {
      await navigator.clipboard.writeText(text);
      showCopied(true);
    } catch {
      // No clipboard here: the codes stay on screen to select, and Download still works.
    }
  };

  return (
    <section className="recovery-codes" aria-label="Recovery codes">
      <h3 className="recovery-codes__title">Save your recovery codes</h3>
      <p>{ACCOUNT_MESSAGES.recoveryIntro}</p>
      <ul className="recovery-codes__grid">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="account-actions">
        <button type="button" className="button button--small" onClick={copyAll}>
          <span aria-live="polite">{copied ? 'Copied!' : 'Copy all'}</span>
        </button>
        <button
          type="button"
          className="button button--small"
          onClick={() => downloadBlob(RECOVERY_CODES_FILE, new Blob([text], { type: 'text/plain' }))}
        >
          Download
        </button>
        <button type="button" className="button button--primary button--small" onClick={onSaved}>
          I have saved these codes
        </button>
      </div>
    </section>
  );
}
