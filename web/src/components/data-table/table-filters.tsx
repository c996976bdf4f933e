// A data table's filter bar: choices applied at once and a text search applied once typing stops, each
// bound to its filter in the table's view (page, sort and filters kept in the address).
import type { ReactNode } from 'react';
import { SelectField } from '../ui/select-field';
import { TableSearch } from './table-search';

type Option = { value: string; label: string };

/** A choice among fixed values, with an 'all' choice (no filter) in front. */
export type ChoiceFilter<Filter extends string> = {
  name: Filter;
  label: string;
  /** The words for no filter, e.g. 'All' or 'Any time'. */
  all: string;
  options: readonly Option[];
};

export type SearchFilter<Filter extends string> = {
  name: Filter;
  /** 'Search' unless told. */
  label?: string;
  placeholder: string;
};

type TableFiltersProps<Filter extends string> = {
  /** The bar's accessible name, e.g. 'User filters'. */
  label: string;
  className?: string;
  filters: Partial<Record<Filter, string>>;
  choices: readonly ChoiceFilter<Filter>[];
  search?: SearchFilter<Filter>;
  /** The search box before the choices (where text is the usual way in, as for tickets). */
  searchFirst?: boolean;
  /** A list's own fields (a range of days), between the choices and a search that comes last. */
  children?: ReactNode;
  onFilter: (name: Filter, value: string | undefined) => void;
};

export function TableFilters<Filter extends string>({
  label,
  className,
  filters,
  choices,
  search,
  searchFirst = false,
  children,
  onFilter,
}: TableFiltersProps<Filter>) {
  const searchBox = search && (
    <TableSearch
      label={search.label}
      placeholder={search.placeholder}
      applied={filters[search.name] ?? ''}
      onSearch={(text) => onFilter(search.name, text)}
    />
  );
  return (
    <search className={className ? `toolbar ${className}` : 'toolbar'} aria-label={label}>
      {searchFirst && searchBox}
      {choices.map((choice) => (
        <SelectField
          key={choice.name}
          label={choice.label}
          layout="toolbar"
          all={choice.all}
          value={filters[choice.name] ?? ''}
          options={withLinkedValue(choice.options, filters[choice.name])}
          onChange={(value) => onFilter(choice.name, value)}
        />
      ))}
      {children}
      {!searchFirst && searchBox}
    </search>
  );
}

/** A value the address holds but the choices lack is offered as itself, so the select says what is shown. */
function withLinkedValue(options: readonly Option[], value: string | undefined): readonly Option[] {
  return value && !options.some((option) => option.value === value)
    ? [...options, { value, label: value }]
    : options;
}
