// A labelled select among a few fixed choices, sitting in a toolbar (the revenue period and grouping).
import { useId } from 'react';

type ChoiceSelectProps<Value extends string> = {
  label: string;
  value: Value;
  options: ReadonlyArray<{ value: Value; label: string }>;
  onChange: (value: Value) => void;
};

export function ChoiceSelect<Value extends string>({
  label,
  value,
  options,
  onChange,
}: ChoiceSelectProps<Value>) {
  const id = useId();
  return (
    <div className="toolbar__field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select
        id={id}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value as Value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
