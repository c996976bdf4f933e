// The data table's order as a field and a direction button, for a phone, where the rows are cards and
// the sortable headers are out of sight: choosing a column sorts by it going up, the button turns it round.
import { useId } from 'react';
import type { DataTableColumn, TableSort } from './data-table-types';

type TableSortFieldProps<Row, SortKey extends string> = {
  columns: ReadonlyArray<DataTableColumn<Row, SortKey>>;
  sort?: TableSort<SortKey>;
  onSort: (key: SortKey) => void;
};

export function TableSortField<Row, SortKey extends string>({
  columns,
  sort,
  onSort,
}: TableSortFieldProps<Row, SortKey>) {
  const id = useId();
  const sortable = columns.filter((column) => column.sortKey !== undefined);
  if (sortable.length === 0) return null;
  const sorted = sortable.some((column) => column.sortKey === sort?.key);
  const ascending = sort?.order !== 'desc';
  return (
    <div className="data-table-sort">
      <label htmlFor={id} className="data-table-sort__label">
        Sort by
      </label>
      <select
        id={id}
        className="field__input data-table-sort__select"
        value={sorted ? sort!.key : ''}
        onChange={(event) => onSort(event.target.value as SortKey)}
      >
        {!sorted && <option value="">Default order</option>}
        {sortable.map((column) => (
          <option key={column.id} value={column.sortKey}>
            {column.header}
          </option>
        ))}
      </select>
      {sorted && (
        <button
          type="button"
          className="button button--small"
          aria-label={ascending ? 'Ascending, sort descending' : 'Descending, sort ascending'}
          onClick={() => onSort(sort!.key)}
        >
          {ascending ? '↑ Ascending' : '↓ Descending'}
        </button>
      )}
    </div>
  );
}
