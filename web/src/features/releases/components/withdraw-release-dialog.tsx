// Withdraw a release: the admin confirms, optionally says why; traders stop seeing it on Downloads and
// robots are no longer told to update to it. A refusal stays in the dialog in the server's words.
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { failureMessage } from '../../../lib/api-client';
import type { ReleaseResponse, ReleaseView } from '../api/release-types';
import { useWithdrawRelease } from '../api/withdraw-release';
import { RELEASE_SCREEN_MESSAGES } from '../messages';

type WithdrawReleaseDialogProps = {
  release: ReleaseView;
  onClose: () => void;
  onWithdrawn: (response: ReleaseResponse) => void;
};

export function WithdrawReleaseDialog({ release, onClose, onWithdrawn }: WithdrawReleaseDialogProps) {
  const [reason, setReason] = useState('');
  const withdraw = useWithdrawRelease();
  const { withdrawFailed, offline } = RELEASE_SCREEN_MESSAGES;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (withdraw.isPending) return;
    withdraw.mutate({ version: release.version, reason }, { onSuccess: onWithdrawn });
  };

  return (
    <Dialog title={`Withdraw v${release.version}?`} onClose={onClose}>
      {withdraw.isError && (
        <Alert tone="error">{failureMessage(withdraw.error, withdrawFailed, offline)}</Alert>
      )}
      <form className="form" aria-label={`Withdraw v${release.version}`} noValidate onSubmit={onSubmit}>
        <p>
          Traders will no longer see v{release.version} on their Downloads page, and robots will not be told
          to update to it. Robots already running it keep running.
        </p>
        <TextAreaField
          label="Reason (optional)"
          name="reason"
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className="form__actions">
          <button type="submit" className="button button--danger" disabled={withdraw.isPending}>
            {withdraw.isPending ? 'Withdrawing...' : 'Withdraw Release'}
          </button>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
