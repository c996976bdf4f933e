// The second factor as a person gives it: a 6-digit code from the authenticator app (sent by itself once
// the sixth digit is in), or a recovery code, or a passkey when the account has one. Shared by the
// sign-in's second step, the step-up dialog and the account's confirmations.
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import type { SecondFactorAnswer } from '../../lib/step-up';
import { Alert } from '../ui/alert';
import { TextField } from '../ui/text-field';
import './second-factor.css';

const CODE_LENGTH = 6;

export const SECOND_FACTOR_LABELS = {
  code: 'Authentication code',
  recoveryCode: 'Recovery code',
  useRecoveryCode: 'Use a recovery code',
  useCode: 'Use your authenticator app',
  usePasskey: 'Use a passkey',
  codeFormat: 'Enter the 6-digit code from your authenticator app',
  recoveryFormat: 'Enter one of your recovery codes',
} as const;

type SecondFactorFormProps = {
  /** The form's accessible name. */
  label: string;
  onAnswer: (answer: SecondFactorAnswer) => void;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  /** The last refusal; a new one empties the field and puts the cursor back in it. */
  failure: unknown;
  describeFailure: (failure: unknown) => string;
  /** Offered as a button when given. */
  onPasskey?: () => void;
  /** Controls after the submit button, such as Cancel. */
  children?: ReactNode;
};

export function SecondFactorForm({
  label,
  onAnswer,
  pending,
  submitLabel,
  pendingLabel,
  failure,
  describeFailure,
  onPasskey,
  children,
}: SecondFactorFormProps) {
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [formatError, setFormatError] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!failure) return;
    setValue('');
    focusFieldIn(formRef.current);
  }, [failure]);

  const answer = (text: string) => {
    if (pending) return;
    const trimmed = text.trim();
    if (useRecovery ? trimmed === '' : !/^\d{6}$/.test(trimmed)) {
      setFormatError(useRecovery ? SECOND_FACTOR_LABELS.recoveryFormat : SECOND_FACTOR_LABELS.codeFormat);
      return;
    }
    setFormatError(undefined);
    onAnswer(useRecovery ? { recoveryCode: trimmed } : { code: trimmed });
  };

  const onCodeChange = (typed: string) => {
    const digits = typed.replace(/\D/g, '').slice(0, CODE_LENGTH);
    setValue(digits);
    if (digits.length === CODE_LENGTH && digits !== value) answer(digits);
  };

  const switchMode = () => {
    setUseRecovery((recovery) => !recovery);
    setValue('');
    setFormatError(undefined);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    answer(value);
  };

  return (
    <form ref={formRef} className="form second-factor" onSubmit={onSubmit} noValidate aria-label={label}>
      {failure ? (
        <Alert tone="error">
          <p>{describeFailure(failure)}</p>
        </Alert>
      ) : null}
      {useRecovery ? (
        <TextField
          key="recovery"
          // Each field takes the cursor as it appears: answering is the only thing to do here.
          autoFocus
          label={SECOND_FACTOR_LABELS.recoveryCode}
          name="recoveryCode"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="xxxxx-xxxxx"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={formatError}
        />
      ) : (
        <TextField
          key="code"
          autoFocus
          label={SECOND_FACTOR_LABELS.code}
          name="code"
          className="second-factor__code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={CODE_LENGTH}
          value={value}
          onChange={(event) => onCodeChange(event.target.value)}
          error={formatError}
        />
      )}
      <button type="submit" className="button button--primary button--block" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </button>
      <div className="second-factor__alternatives">
        <button type="button" className="second-factor__switch" onClick={switchMode}>
          {useRecovery ? SECOND_FACTOR_LABELS.useCode : SECOND_FACTOR_LABELS.useRecoveryCode}
        </button>
        {onPasskey && (
          <button type="button" className="button button--block" disabled={pending} onClick={onPasskey}>
            {SECOND_FACTOR_LABELS.usePasskey}
          </button>
        )}
        {children}
      </div>
    </form>
  );
}

function focusFieldIn(form: HTMLFormElement | null) {
  form?.querySelector('input')?.focus();
}
