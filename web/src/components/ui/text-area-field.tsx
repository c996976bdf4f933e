// A labelled textarea with, under it, an optional hint, an optional live 'typed/limit' counter and its
// error; all of them are read as the textarea's description, like the shared text field.
import { type TextareaHTMLAttributes, useId } from 'react';

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value'> & {
  label: string;
  value: string;
  error?: string;
  hint?: string;
  /** Shows `{typed}/{limit}` under the textarea. */
  limit?: number;
};

export function TextAreaField({
  label,
  value,
  error,
  hint,
  limit,
  rows = 4,
  ...textarea
}: TextAreaFieldProps) {
  const id = useId();
  const [hintId, counterId, errorId] = [`${id}-hint`, `${id}-counter`, `${id}-error`];
  const describedBy = [hint ? hintId : null, limit !== undefined ? counterId : null, error ? errorId : null]
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
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
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
