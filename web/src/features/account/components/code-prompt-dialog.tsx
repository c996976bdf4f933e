// Asks for a current authenticator code or a recovery code before a change to the second factor itself
// (new recovery codes, removing the app); the server's refusal stays in the dialog, in its words.
import type { UseMutationResult } from '@tanstack/react-query';
import { describeSecondFactorFailure } from '../../../components/second-factor/describe-failure';
import { SecondFactorForm } from '../../../components/second-factor/second-factor-form';
import { Dialog } from '../../../components/ui/dialog';

type CodePromptDialogProps = {
  title: string;
  description: string;
  submitLabel: string;
  pendingLabel: string;
  action: UseMutationResult<unknown, Error, string>;
  onClose: () => void;
};

export function CodePromptDialog({
  title,
  description,
  submitLabel,
  pendingLabel,
  action,
  onClose,
}: CodePromptDialogProps) {
  return (
    <Dialog title={title} onClose={onClose}>
      <p className="dialog__meta">{description}</p>
      <SecondFactorForm
        label={title}
        // Either kind of code travels as `code`: the server tells them apart.
        onAnswer={(answer) => action.mutate('code' in answer ? answer.code : answer.recoveryCode)}
        pending={action.isPending}
        submitLabel={submitLabel}
        pendingLabel={pendingLabel}
        failure={action.error}
        describeFailure={describeSecondFactorFailure}
      >
        <button type="button" className="button button--ghost button--block" onClick={onClose}>
          Cancel
        </button>
      </SecondFactorForm>
    </Dialog>
  );
}
