// A release's download button: while the file arrives a progress bar shows how much has come, then the
// browser saves it under the release's file name; a refusal is shown in the server's words, and a file
// that does not match its checksum is not saved.
import { useState } from 'react';
import { failureMessage } from '../../../lib/api-client';
import { DamagedDownload, downloadRelease } from '../api/download-release';
import type { ReleaseView } from '../api/release-types';
import { RELEASE_SCREEN_MESSAGES } from '../messages';
import { formatPercent } from '../utils/format-release';

type DownloadButtonProps = {
  release: ReleaseView;
  /** The latest release's button leads the page; older ones are plain. */
  primary?: boolean;
};

export function DownloadButton({ release, primary = false }: DownloadButtonProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'saved' | 'failed'; text: string } | null>(null);
  const { downloadFailed, offline, saved } = RELEASE_SCREEN_MESSAGES;

  const start = async () => {
    setOutcome(null);
    setProgress(0);
    try {
      await downloadRelease(release, setProgress);
      setOutcome({ tone: 'saved', text: saved(release.fileName) });
    } catch (error) {
      const text =
        error instanceof DamagedDownload ? error.message : failureMessage(error, downloadFailed, offline);
      setOutcome({ tone: 'failed', text });
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="release-download">
      <button
        type="button"
        className={primary ? 'button button--primary' : 'button'}
        disabled={progress !== null}
        onClick={start}
      >
        {progress === null ? `Download v${release.version}` : 'Downloading...'}
      </button>
      {progress !== null && (
        <span className="release-download__progress">
          <progress max={1} value={progress} aria-label={`Downloading v${release.version}`} />
          <span aria-hidden="true">{formatPercent(progress)}</span>
        </span>
      )}
      {outcome?.tone === 'saved' && (
        <p className="release-download__saved muted" role="status">
          {outcome.text}
        </p>
      )}
      {outcome?.tone === 'failed' && (
        <p className="field__error" role="alert">
          {outcome.text}
        </p>
      )}
    </div>
  );
}
