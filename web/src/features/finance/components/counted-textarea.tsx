// A labelled text area with its character count ('12/500 characters') and its error, both read as the
// field's description.
import { useId } from 'react';

type CountedTextareaProps = {
  label: string;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
};

export function CountedTextarea({
  label,
  value,
  maxLength,
  onChange,
  error,
  required,
}: CountedTextareaProps) {
  const id = useId();
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <textarea
        id={id}
        className="field__input"
        rows={3}
        required={required}
        maxLength={maxLength}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${counterId} ${errorId}` : counterId}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={counterId} className="field__counter">
        {value.length}/{maxLength} characters
      </p>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
