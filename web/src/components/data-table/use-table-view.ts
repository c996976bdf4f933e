// A data table's view (page, sort, order, filters) kept in the address, so links open it filtered and a
// reload keeps it; each change replaces the address rather than piling up entries for Back.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SortOrder, TableSort } from './data-table-types';

export type TableViewOptions<SortKey extends string, Filter extends string> = {
  sorts: readonly SortKey[];
  /** The address's filter parameters (e.g. status, q), read as trimmed text. */
  filters: readonly Filter[];
};

type UseTableViewOptions<SortKey extends string, Filter extends string> = TableViewOptions<
  SortKey,
  Filter
> & {
  /** The order the list is in when none is chosen: its header's first click turns it around. */
  defaultSort?: TableSort<SortKey>;
};

export type TableView<SortKey extends string, Filter extends string> = {
  page: number;
  /** Absent: the list's own default order. */
  sort?: TableSort<SortKey>;
  filters: Partial<Record<Filter, string>>;
};

const isOrder = (value: string | null): value is SortOrder => value === 'asc' || value === 'desc';

export function readTableView<SortKey extends string, Filter extends string>(
  params: URLSearchParams,
  { sorts, filters }: TableViewOptions<SortKey, Filter>,
): TableView<SortKey, Filter> {
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  const order = params.get('order');
  const values: Partial<Record<Filter, string>> = {};
  for (const name of filters) {
    const value = params.get(name)?.trim();
    if (value) values[name] = value;
  }
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    ...(sort !== null && (sorts as readonly string[]).includes(sort)
      ? { sort: { key: sort as SortKey, order: isOrder(order) ? order : 'asc' } }
      : {}),
    filters: values,
  };
}

/** The address's parameters with the view written in; parameters that are not the view's are kept. */
export function writeTableView<SortKey extends string, Filter extends string>(
  params: URLSearchParams,
  view: TableView<SortKey, Filter>,
  filters: readonly Filter[],
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['page', 'sort', 'order', ...filters]) next.delete(key);
  for (const name of filters) {
    const value = view.filters[name];
    if (value) next.set(name, value);
  }
  if (view.sort) {
    next.set('sort', view.sort.key);
    next.set('order', view.sort.order);
  }
  if (view.page > 1) next.set('page', String(view.page));
  return next;
}

/** The view's filters and order as a list API's query parameters, without its page. */
export function tableViewParams<SortKey extends string, Filter extends string>(
  view: TableView<SortKey, Filter>,
  filters: readonly Filter[],
): URLSearchParams {
  return writeTableView(new URLSearchParams(), { ...view, page: 1 }, filters);
}

/** A header clicked: its column going up, or the other way round when it already sorts the list. */
export function nextTableSort<SortKey extends string>(
  current: TableSort<SortKey> | undefined,
  key: SortKey,
): TableSort<SortKey> {
  if (current?.key !== key) return { key, order: 'asc' };
  return { key, order: current.order === 'asc' ? 'desc' : 'asc' };
}

export function useTableView<SortKey extends string, Filter extends string>({
  sorts,
  filters,
  defaultSort,
}: UseTableViewOptions<SortKey, Filter>) {
  const [params, setParams] = useSearchParams();
  // The option lists are expected to be constants, so the view changes only with the address.
  const view = useMemo(() => readTableView(params, { sorts, filters }), [params, sorts, filters]);
  const show = useCallback(
    (next: TableView<SortKey, Filter>) =>
      setParams((current) => writeTableView(current, next, filters), { replace: true }),
    [setParams, filters],
  );
  return {
    view,
    setPage: (page: number) => show({ ...view, page }),
    /** Sorting starts again from the first page. */
    sortBy: (key: SortKey) => show({ ...view, sort: nextTableSort(view.sort ?? defaultSort, key), page: 1 }),
    /** Filtering starts again from the first page; an empty value clears the filter. */
    setFilter: (name: Filter, value: string | undefined) =>
      show({ ...view, filters: { ...view.filters, [name]: value?.trim() || undefined }, page: 1 }),
    /** Every filter at once (a form applied, filters cleared): those left out are cleared. */
    setFilters: (values: Partial<Record<Filter, string>>) => show({ ...view, filters: values, page: 1 }),
  };
}
