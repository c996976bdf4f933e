// One table for the shop's lists (the admin console's, the trader's orders): sortable headers (a button each, aria-sort on the sorted one), a
// header that stays in view, columns that give way by priority on narrow frames, a row-actions column
// kept visible at the right, server-driven pages and the loading, empty and error states. On a phone
// each row becomes a card of labelled values with its actions at the foot, sorted from a Sort by field.
import type { ReactNode } from 'react';
import { type PageState, Pagination } from '../ui/pagination';
import type { DataTableColumn, TableSort } from './data-table-types';
import { TableSortField } from './table-sort-field';
import './data-table.css';

type DataTableProps<Row, SortKey extends string> = {
  /** What the table lists, e.g. 'Licenses': its caption and its pages' label. */
  label: string;
  columns: ReadonlyArray<DataTableColumn<Row, SortKey>>;
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** The order the list is in; absent, `defaultSort` is shown as sorted. */
  sort?: TableSort<SortKey>;
  defaultSort?: TableSort<SortKey>;
  onSort?: (key: SortKey) => void;
  /** The row's actions, in a column that stays in view. */
  actions?: (row: Row) => ReactNode;
  pagination?: PageState;
  onPage?: (page: number) => void;
  /** Nothing to show yet. */
  loading?: boolean;
  loadingText?: string;
  /** The list could not load: shown in place of the table. */
  error?: ReactNode;
  emptyText: string;
};

const priorityClass = (priority = 1) => (priority > 1 ? `data-table__col--p${priority}` : undefined);

export function DataTable<Row, SortKey extends string>({
  label,
  columns,
  rows,
  rowKey,
  sort: chosen,
  defaultSort,
  onSort,
  actions,
  pagination,
  onPage,
  loading,
  loadingText = 'Loading...',
  error,
  emptyText,
}: DataTableProps<Row, SortKey>) {
  if (error) return <>{error}</>;
  if (loading || rows === undefined) return <p role="status">{loadingText}</p>;
  if (rows.length === 0) return <p className="muted data-table-empty">{emptyText}</p>;
  const sort = chosen ?? defaultSort;
  const sortedBy = columns.find((column) => column.sortKey !== undefined && column.sortKey === sort?.key);

  return (
    <div className="data-table-block">
      {pagination && <p className="muted data-table-total">{pagination.total} total</p>}
      {onSort && <TableSortField columns={columns} sort={sort} onSort={onSort} />}
      <div className="table-scroll data-table-frame">
        <table className="data-table data-table--sticky-header">
          <caption className="visually-hidden">
            {label}
            {sortedBy &&
              sort &&
              `, sorted by ${sortedBy.header} ${sort.order === 'asc' ? 'ascending' : 'descending'}`}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <HeaderCell key={column.id} column={column} sort={sort} onSort={onSort} />
              ))}
              {actions && (
                <th scope="col" className="data-table__actions--sticky">
                  Actions
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th
                      key={column.id}
                      scope="row"
                      className={priorityClass(column.priority)}
                      data-label={column.header}
                    >
                      <div className="data-table__value">{column.cell(row)}</div>
                    </th>
                  ) : (
                    <td key={column.id} className={priorityClass(column.priority)} data-label={column.header}>
                      <div className="data-table__value">{column.cell(row)}</div>
                    </td>
                  ),
                )}
                {actions && (
                  <td className="data-table__actions--sticky">
                    <div className="row-actions">{actions(row)}</div>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pagination && onPage && (
        <Pagination label={`${label} pages`} pagination={pagination} onPage={onPage} />
      )}
    </div>
  );
}

function HeaderCell<Row, SortKey extends string>({
  column,
  sort,
  onSort,
}: {
  column: DataTableColumn<Row, SortKey>;
  sort?: TableSort<SortKey>;
  onSort?: (key: SortKey) => void;
}) {
  const { sortKey } = column;
  const sorted = sortKey !== undefined && sort?.key === sortKey;
  return (
    <th
      scope="col"
      className={priorityClass(column.priority)}
      aria-sort={sorted ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      {sortKey !== undefined && onSort ? (
        <button type="button" className="sort-button" onClick={() => onSort(sortKey)}>
          {column.header}
          <span className="sort-button__icon" aria-hidden="true">
            {!sorted ? '↕' : sort.order === 'asc' ? '↑' : '↓'}
          </span>
        </button>
      ) : (
        column.header
      )}
    </th>
  );
}
