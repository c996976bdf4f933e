// A row of toggle buttons choosing what a chart shows (growth or drawdown, a range): one pressed at a time.
export type ChartChoiceOption<T extends string> = { value: T; label: string };

export function ChartChoice<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: ReadonlyArray<ChartChoiceOption<T>>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="segmented">
      <legend className="visually-hidden">{legend}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="button button--small"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
