// A labelled select among a few fixed choices: the revenue period and grouping in a toolbar, and the
// ledger filters, which add an 'all' choice (the empty value) in front.
import { useId } from 'react';

type ChoiceSelectProps<Value extends string> = {
  label: string;
  value: Value | '';
  options: ReadonlyArray<{ value: Value; label: string }>;
  onChange: (value: Value) => void;
  /** The words for choosing none of them, sent as an empty value. */
  all?: string;
  /** 'field' stacks the label over the select; the default sits beside it in a toolbar. */
  layout?: 'field' | 'toolbar';
};

export function ChoiceSelect<Value extends string>({
  label,
  value,
  options,
  onChange,
  all,
  layout = 'toolbar',
}: ChoiceSelectProps<Value>) {
  const id = useId();
  return (
    <div className={layout === 'field' ? 'field' : 'toolbar__field'}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select
        id={id}
        className="field__input"
        value={value}
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
