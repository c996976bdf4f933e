// Confirms resetting someone's second factor, naming them and saying what it does; the refusal, if any,
// stays in the dialog in the server's words.
import type { UserView } from '@shop/command-api/contracts';
import { Alert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { failureMessage } from '../../../lib/api-client';
import { useResetTwoFactor } from '../api/reset-two-factor';
import { USER_SCREEN_MESSAGES } from '../messages';

type ResetTwoFactorDialogProps = {
  user: UserView;
  onReset: (message: string) => void;
  onClose: () => void;
};

export function ResetTwoFactorDialog({ user, onReset, onClose }: ResetTwoFactorDialogProps) {
  const reset = useResetTwoFactor({ onSuccess: ({ message }) => onReset(message) });
  return (
    <Dialog title="Reset two-factor" onClose={onClose}>
      <p>{USER_SCREEN_MESSAGES.resetTwoFactorConfirm(user.username)}</p>
      {reset.isError && (
        <Alert tone="error">
          <p>
            {failureMessage(
              reset.error,
              USER_SCREEN_MESSAGES.resetTwoFactorFailed,
              USER_SCREEN_MESSAGES.network,
            )}
          </p>
        </Alert>
      )}
      <div className="form__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={reset.isPending}
          onClick={() => reset.mutate(user)}
        >
          {reset.isPending ? 'Resetting...' : 'Reset two-factor'}
        </button>
      </div>
    </Dialog>
  );
}
