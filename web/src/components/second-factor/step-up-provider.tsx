// Answers every call refused with STEP_UP_REQUIRED, wherever it was made: the person confirms a second
// factor in a dialog, the fresh token replaces the session's, and the call goes out once more; Cancel
// hands the refusal back to the screen that made the call. Calls refused together share one dialog.
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { accountSecurityQueryOptions } from '../../lib/account-security';
import { type ApiError, registerStepUpHandler } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { Dialog } from '../ui/dialog';
import { describeSecondFactorFailure } from './describe-failure';
import { SecondFactorForm } from './second-factor-form';
import { useSecondFactorConfirmation } from './use-second-factor-confirmation';

export const STEP_UP_TITLE = "Confirm it's you";

type Request = { refusal: ApiError; resolve: () => void; reject: (reason: unknown) => void };

export function StepUpProvider({ children }: { children: ReactNode }) {
  const { replaceToken } = useAuth();
  const [request, setRequest] = useState<Request | null>(null);
  const inFlight = useRef<Promise<void> | null>(null);

  useEffect(() => {
    let open: Request | null = null;
    const unregister = registerStepUpHandler((refusal) => {
      if (inFlight.current) return inFlight.current;
      const confirmed = new Promise<void>((resolve, reject) => {
        open = { refusal, resolve, reject };
        setRequest(open);
      });
      inFlight.current = confirmed.finally(() => {
        inFlight.current = null;
        open = null;
        setRequest(null);
      });
      return inFlight.current;
    });
    return () => {
      unregister();
      // Leaving the app with the dialog open is a Cancel: the waiting call must not hang.
      open?.reject(open.refusal);
    };
  }, []);

  return (
    <>
      {children}
      {request && (
        <StepUpDialog
          message={request.refusal.serverMessage}
          onConfirmed={(token) => {
            replaceToken(token);
            request.resolve();
          }}
          onCancel={() => request.reject(request.refusal)}
        />
      )}
    </>
  );
}

type StepUpDialogProps = {
  message: string | undefined;
  onConfirmed: (token: string) => void;
  onCancel: () => void;
};

function StepUpDialog({ message, onConfirmed, onCancel }: StepUpDialogProps) {
  const security = useQuery(accountSecurityQueryOptions());
  const confirm = useSecondFactorConfirmation(onConfirmed);
  const hasPasskeys = (security.data?.passkeys.length ?? 0) > 0;

  return (
    <Dialog title={STEP_UP_TITLE} onClose={onCancel}>
      {message && <p className="dialog__meta">{message}</p>}
      <SecondFactorForm
        label={STEP_UP_TITLE}
        onAnswer={(answer) => confirm.mutate(answer)}
        onPasskey={hasPasskeys ? () => confirm.mutate('passkey') : undefined}
        pending={confirm.isPending}
        submitLabel="Confirm"
        pendingLabel="Confirming..."
        failure={confirm.error}
        describeFailure={describeSecondFactorFailure}
      >
        <button type="button" className="button button--ghost button--block" onClick={onCancel}>
          Cancel
        </button>
      </SecondFactorForm>
    </Dialog>
  );
}
