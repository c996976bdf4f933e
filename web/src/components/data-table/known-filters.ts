// Keeps only the filter values a list's server takes, so a stale or mistyped link (?status=lost) shows the
// whole list rather than the server's refusal.
import type { TableView } from './use-table-view';

export function knownFilters<SortKey extends string, Filter extends string>(
  view: TableView<SortKey, Filter>,
  filters: readonly Filter[],
  accepts: (name: Filter, value: string) => boolean,
): TableView<SortKey, Filter> {
  const kept: TableView<SortKey, Filter>['filters'] = {};
  for (const name of filters) {
    const value = view.filters[name];
    if (value && accepts(name, value)) kept[name] = value;
  }
  return { ...view, filters: kept };
}
