// What a data table is told: its columns (header, cell, sort key, priority) and where its view is sorted.
import type { ReactNode } from 'react';

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
