// A labelled select over a fixed list of values, each shown in words: form choices, list filters (with an
// 'all' choice, the empty value, in front) and toolbar switches.
import { useId } from 'react';

type SelectFieldProps<Value extends string> = {
  label: string;
  value: Value | '';
  options: ReadonlyArray<{ value: Value; label: string }>;
  onChange: (value: Value) => void;
  /** The words for choosing none of them, sent as an empty value. */
  all?: string;
  name?: string;
  disabled?: boolean;
  /** 'toolbar' sets label and select side by side; 'field' stacks them. */
  layout?: 'field' | 'toolbar';
};

export function SelectField<Value extends string>({
  label,
  value,
  options,
  onChange,
  all,
  name,
  disabled,
  layout = 'field',
}: SelectFieldProps<Value>) {
  const id = useId();
  return (
    <div className={layout === 'toolbar' ? 'toolbar__field' : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="field__input"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as Value)}
      >
        {all !== undefined && <option value="">{all}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
