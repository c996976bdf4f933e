// A data table's view (page, sort, filters) kept in the component instead of the address, for the
// standalone discount manager, a dialog that may open away from any route of its own. It offers what
// useTableView offers, so one list serves both.
import { useState } from 'react';
import type { TableSort } from '../../../components/data-table/data-table-types';
import { nextTableSort, type TableView } from '../../../components/data-table/use-table-view';

/** What a list is handed to show and change its view, wherever that view is kept. */
export type TableViewControl<SortKey extends string, Filter extends string> = {
  view: TableView<SortKey, Filter>;
  setPage: (page: number) => void;
  sortBy: (key: SortKey) => void;
  setFilter: (name: Filter, value: string | undefined) => void;
};

/** The filters with `name` set to `value`, or without it when the value is empty. */
function withFilter<Filter extends string>(
  filters: Partial<Record<Filter, string>>,
  name: Filter,
  value: string | undefined,
): Partial<Record<Filter, string>> {
  const next = { ...filters };
  const text = value?.trim();
  if (text) next[name] = text;
  else delete next[name];
  return next;
}

export function useLocalTableView<SortKey extends string, Filter extends string>(
  defaultSort?: TableSort<SortKey>,
): TableViewControl<SortKey, Filter> {
  const [view, setView] = useState<TableView<SortKey, Filter>>({ page: 1, filters: {} });
  return {
    view,
    setPage: (page) => setView((current) => ({ ...current, page })),
    sortBy: (key) =>
      setView((current) => ({ ...current, sort: nextTableSort(current.sort ?? defaultSort, key), page: 1 })),
    setFilter: (name, value) =>
      setView((current) => ({ ...current, filters: withFilter(current.filters, name, value), page: 1 })),
  };
}
