// 'Show internal events': the log's bookkeeping (reservations, sequences) is left out of the trail
// unless the admin asks for it.
import { useId } from 'react';

export function InternalEventsToggle({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="audit__internal">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>Show internal events</label>
    </div>
  );
}
