// A data table's search box: applied 300 ms after typing stops; it follows the address when that changes
// by itself (a link, Back) and keeps what is being typed when it does not.
import { useEffect, useId, useState } from 'react';
import { useDebouncedValue } from '../../hooks/use-debounced-value';

/** Typing settles this long before the search is applied. */
export const TABLE_SEARCH_DEBOUNCE_MS = 300;

type TableSearchProps = {
  label?: string;
  placeholder: string;
  /** The search the list shows now. */
  applied: string;
  onSearch: (text: string) => void;
};

export function TableSearch({ label = 'Search', placeholder, applied, onSearch }: TableSearchProps) {
  const id = useId();
  const [draft, setDraft] = useState(applied);
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    setSeen(applied);
    setDraft(applied);
  }
  const settled = useDebouncedValue(draft, TABLE_SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (settled === draft && settled.trim() !== applied) onSearch(settled.trim());
  }, [settled, draft, applied, onSearch]);

  return (
    <div className="toolbar__field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="field__input"
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        maxLength={200}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
    </div>
  );
}
