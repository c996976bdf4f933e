// A labelled textarea with its error under it and, when given a limit, a live 'typed/limit' counter; the
// counter and the error are read as the textarea's description.
import { type TextareaHTMLAttributes, useId } from 'react';

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value'> & {
  label: string;
  value: string;
  error?: string;
  /** Shows `{typed}/{limit}` under the textarea. */
  limit?: number;
};

export function TextAreaField({ label, value, error, limit, rows = 4, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const describedBy = [limit !== undefined ? counterId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <textarea
        {...textarea}
        id={id}
        rows={rows}
        className="field__input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {limit !== undefined && (
        <p
          id={counterId}
          className={value.length > limit ? 'field__counter field__counter--over' : 'field__counter'}
        >
          {value.length}/{limit}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
