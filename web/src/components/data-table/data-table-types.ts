// What a data table is told: its columns (header, cell, sort key, priority) and where its view is sorted.
import type { ReactNode } from 'react';
import type { PageState } from '../ui/pagination';

/**
 * How readily a column gives way on a narrow frame: 1 always shows; 2 hides below 48rem of frame;
 * 3 hides below 72rem.
 */
export type ColumnPriority = 1 | 2 | 3;

export type DataTableColumn<Row, SortKey extends string = string> = {
  /** Unique among the table's columns. */
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Given: the header is a button sorting the list by this key. */
  sortKey?: SortKey;
  /** 1 unless told. */
  priority?: ColumnPriority;
  /** The row's header cell (`th scope="row"`): one column, usually the first. */
  rowHeader?: boolean;
};

export type SortOrder = 'asc' | 'desc';
export type TableSort<SortKey extends string = string> = { key: SortKey; order: SortOrder };

/** What a section hands its server-paged table besides the rows: the page, the order and the states. */
export type ServerPageProps<SortKey extends string> = {
  pagination?: PageState;
  sort?: TableSort<SortKey>;
  onSort: (key: SortKey) => void;
  onPage: (page: number) => void;
  loading: boolean;
  error?: ReactNode;
  emptyText: string;
};
