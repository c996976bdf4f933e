// The audit trail's filters: entity type and a range of days (at once), entity id, user id, event type and a
// free-text search (each settled 300 ms after typing, so every keystroke is not a request). The fields
// follow the address when it changes by itself (a history link, Back), and keep what is being typed when
// it does not.
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { ENTITY_TYPES } from '../messages';
import {
  type AuditFilterErrors,
  type AuditFormFilters,
  type AuditFormKey,
  sameFilters,
} from '../utils/audit-view';

/** Typing settles this long before the filters are applied. */
export const FILTER_DEBOUNCE_MS = 300;

type AuditFiltersProps = {
  filters: AuditFormFilters;
  errors: AuditFilterErrors;
  onChange: (filters: AuditFormFilters) => void;
  /** Shown after the fields: the internal events switch, Clear filters. */
  children?: ReactNode;
};

export function AuditFilters({ filters, errors, onChange, children }: AuditFiltersProps) {
  const categoryId = useId();
  const [draft, setDraft] = useState(filters);
  const [applied, setApplied] = useState(filters);
  if (!sameFilters(applied, filters)) {
    setApplied(filters);
    if (!sameFilters(draft, filters)) setDraft(filters);
  }
  const settled = useDebouncedValue(draft, FILTER_DEBOUNCE_MS);

  useEffect(() => {
    if (sameFilters(settled, draft) && !sameFilters(settled, filters)) onChange(settled);
  }, [settled, draft, filters, onChange]);

  const typeInto = (key: AuditFormKey, value: string) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const choose = (key: AuditFormKey, value: string) => {
    const next = { ...draft, [key]: value };
    setDraft(next);
    onChange(next);
  };
  const category = draft.category ?? '';
  // A kind the list does not offer (a reservation stream, say) arrives by link and is shown as it is.
  const offered = category === '' || ENTITY_TYPES.some((option) => option.value === category);
  const categories = offered ? ENTITY_TYPES : [...ENTITY_TYPES, { value: category, label: category }];

  return (
    <search className="audit-filters" aria-label="Audit trail filters">
      <div className="field">
        <label htmlFor={categoryId} className="field__label">
          Entity type
        </label>
        <select
          id={categoryId}
          className="field__input"
          value={category}
          onChange={(event) => choose('category', event.target.value)}
        >
          <option value="">All</option>
          {categories.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <FilterField label="Entity ID" name="entityId" draft={draft} errors={errors} onType={typeInto} />
      <FilterField label="User ID" name="userId" draft={draft} errors={errors} onType={typeInto} />
      <FilterField
        label="Event type"
        name="type"
        placeholder="e.g. LicenceIssued"
        draft={draft}
        errors={errors}
        onType={typeInto}
      />
      <FilterField
        label="Search"
        name="q"
        inputType="search"
        placeholder="Event type, id, name, user or tx hash"
        draft={draft}
        errors={errors}
        onType={typeInto}
      />
      <div className="audit-filters__dates">
        <FilterField
          label="From"
          name="from"
          inputType="date"
          draft={draft}
          errors={errors}
          onType={choose}
        />
        <FilterField label="To" name="to" inputType="date" draft={draft} errors={errors} onType={choose} />
      </div>
      {children && <div className="audit-filters__options">{children}</div>}
    </search>
  );
}

type FilterFieldProps = {
  label: string;
  name: AuditFormKey;
  draft: AuditFormFilters;
  errors: AuditFilterErrors;
  onType: (key: AuditFormKey, value: string) => void;
  inputType?: 'text' | 'search' | 'date';
  placeholder?: string;
};

function FilterField({
  label,
  name,
  draft,
  errors,
  onType,
  inputType = 'text',
  placeholder,
}: FilterFieldProps) {
  const id = useId();
  const error = errors[name];
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        type={inputType}
        className="field__input"
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={draft[name] ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onType(name, event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
