// Publish release: version, channel, minimum MT5 build, changelog and the .ex5 file, checked here first,
// then uploaded with a progress bar. A refusal (400, 409 the version exists, 413 too large) stays in the
// dialog in the server's words, with the entries kept.
import type { ReleaseChannel } from '@shop/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { failureMessage } from '../../../lib/api-client';
import { ADMIN_RELEASES_KEY } from '../api/get-admin-releases';
import { publishRelease } from '../api/publish-release';
import type { ReleaseResponse } from '../api/release-types';
import { RELEASE_SCREEN_MESSAGES } from '../messages';
import { formatPercent } from '../utils/format-release';
import { type ReleaseFormErrors, validateReleaseForm } from '../utils/validate-release-form';

const CHANNELS: ReadonlyArray<{ value: ReleaseChannel; label: string }> = [
  { value: 'stable', label: 'Stable' },
  { value: 'beta', label: 'Beta' },
];

type PublishReleaseDialogProps = {
  onClose: () => void;
  onPublished: (response: ReleaseResponse) => void;
};

export function PublishReleaseDialog({ onClose, onPublished }: PublishReleaseDialogProps) {
  const queryClient = useQueryClient();
  const fileId = useId();
  const [version, setVersion] = useState('');
  const [channel, setChannel] = useState<ReleaseChannel>('stable');
  const [minMt5Build, setMinMt5Build] = useState('');
  const [changelog, setChangelog] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<ReleaseFormErrors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const uploading = progress !== null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (uploading) return;
    const found = validateReleaseForm({ version, minMt5Build, changelog, file });
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || !file) return;
    setProgress(0);
    try {
      const response = await publishRelease(
        { version: version.trim(), channel, minMt5Build: Number(minMt5Build), changelog, file },
        setProgress,
      );
      void queryClient.invalidateQueries({ queryKey: ADMIN_RELEASES_KEY });
      onPublished(response);
    } catch (error) {
      const { publishFailed, offline } = RELEASE_SCREEN_MESSAGES;
      setFailure(failureMessage(error, publishFailed, offline));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Dialog title="Publish Release" onClose={onClose}>
      {failure && <Alert tone="error">{failure}</Alert>}
      <form className="form" aria-label="Publish release" noValidate onSubmit={onSubmit}>
        <fieldset className="release-form__fields" disabled={uploading}>
          <TextField
            label="Version"
            name="version"
            placeholder="1.2.0"
            autoComplete="off"
            value={version}
            onChange={(event) => setVersion(event.target.value)}
            error={errors.version}
            hint="MAJOR.MINOR.PATCH, optionally -beta.1"
          />
          <SelectField
            label="Channel"
            name="channel"
            value={channel}
            options={CHANNELS}
            onChange={setChannel}
          />
          <TextField
            label="Minimum MT5 build"
            name="minMt5Build"
            inputMode="numeric"
            autoComplete="off"
            placeholder="4000"
            value={minMt5Build}
            onChange={(event) => setMinMt5Build(event.target.value)}
            error={errors.minMt5Build}
          />
          <TextAreaField
            label="Changelog"
            name="changelog"
            rows={8}
            value={changelog}
            onChange={(event) => setChangelog(event.target.value)}
            error={errors.changelog}
            hint="Markdown: # headings, - lists, **bold** and `code`."
          />
          <div className="field">
            <label htmlFor={fileId} className="field__label">
              Robot file (.ex5)
            </label>
            <input
              id={fileId}
              name="file"
              type="file"
              accept=".ex5"
              className="field__input"
              aria-invalid={errors.file ? true : undefined}
              aria-describedby={errors.file ? `${fileId}-error` : undefined}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
            {errors.file && (
              <p id={`${fileId}-error`} className="field__error" role="alert">
                {errors.file}
              </p>
            )}
          </div>
        </fieldset>
        {uploading && (
          <div className="release-upload">
            <progress max={1} value={progress} aria-label="Uploading the robot file" />
            <span>{formatPercent(progress)}</span>
          </div>
        )}
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={uploading}>
            {uploading ? 'Publishing...' : 'Publish'}
          </button>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
