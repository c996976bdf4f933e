// The data table on its own: headers that sort (aria-sort), priority classes, the sticky actions column,
// the loading, empty and error states, and pages.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table';
import type { DataTableColumn } from './data-table-types';

type Fruit = { id: string; name: string; kg: number };
const COLUMNS: DataTableColumn<Fruit, 'name' | 'kg'>[] = [
  { id: 'name', header: 'Name', sortKey: 'name', rowHeader: true, cell: (fruit) => fruit.name },
  { id: 'kg', header: 'Weight', sortKey: 'kg', priority: 2, cell: (fruit) => `${fruit.kg} kg` },
  { id: 'note', header: 'Note', priority: 3, cell: () => '-' },
];
const ROWS = [
  { id: '1', name: 'Apple', kg: 2 },
  { id: '2', name: 'Pear', kg: 1 },
];
const base = { label: 'Fruit', columns: COLUMNS, rowKey: (fruit: Fruit) => fruit.id, emptyText: 'No fruit' };

describe('data table', () => {
  it('marks the sorted column and asks for another sort from its header button', async () => {
    const onSort = vi.fn();
    render(<DataTable {...base} rows={ROWS} sort={{ key: 'kg', order: 'desc' }} onSort={onSort} />);

    expect(screen.getByRole('columnheader', { name: /Weight/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: /Name/ })).not.toHaveAttribute('aria-sort');
    expect(within(screen.getByRole('columnheader', { name: 'Note' })).queryByRole('button')).toBeNull();
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    expect(onSort).toHaveBeenCalledWith('name');
    expect(screen.getByRole('table', { name: 'Fruit, sorted by Weight descending' })).toBeInTheDocument();
  });

  it('shows the default order as sorted when none is chosen', () => {
    render(<DataTable {...base} rows={ROWS} defaultSort={{ key: 'name', order: 'asc' }} onSort={() => {}} />);
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('gives rows their header, columns their priority and the actions a column that stays in view', () => {
    render(
      <DataTable
        {...base}
        rows={ROWS}
        actions={(fruit) => <button type="button">Eat {fruit.name}</button>}
      />,
    );

    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Apple', 'Pear']);
    expect(screen.getByRole('columnheader', { name: /Weight/ })).toHaveClass('data-table__col--p2');
    expect(screen.getByRole('columnheader', { name: 'Note' })).toHaveClass('data-table__col--p3');
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toHaveClass('data-table__actions--sticky');
    expect(screen.getByRole('button', { name: 'Eat Pear' }).closest('td')).toHaveClass(
      'data-table__actions--sticky',
    );
  });

  it("labels each cell with its column's name, for the cards a phone shows", () => {
    render(<DataTable {...base} rows={ROWS} />);
    const pear = screen.getByRole('rowheader', { name: 'Pear' }).closest('tr')!;
    expect([...pear.querySelectorAll('[data-label]')].map((cell) => cell.getAttribute('data-label'))).toEqual(
      ['Name', 'Weight', 'Note'],
    );
  });

  it('offers the order as a Sort by field: a column sorts going up, the button turns it round', async () => {
    const onSort = vi.fn();
    const { rerender } = render(<DataTable {...base} rows={ROWS} onSort={onSort} />);
    const field = screen.getByLabelText('Sort by');
    expect(
      within(field)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Default order', 'Name', 'Weight']);

    await userEvent.selectOptions(field, 'Weight');
    expect(onSort).toHaveBeenLastCalledWith('kg');

    rerender(<DataTable {...base} rows={ROWS} sort={{ key: 'kg', order: 'asc' }} onSort={onSort} />);
    expect(screen.getByLabelText('Sort by')).toHaveValue('kg');
    await userEvent.click(screen.getByRole('button', { name: 'Ascending, sort descending' }));
    expect(onSort).toHaveBeenLastCalledWith('kg');
  });

  it('has no Sort by field for a table that cannot be sorted', () => {
    render(<DataTable {...base} rows={ROWS} />);
    expect(screen.queryByLabelText('Sort by')).toBeNull();
  });

  it.each([
    ['loading', { rows: undefined }, 'Loading...'],
    ['empty', { rows: [] }, 'No fruit'],
    ['failed', { rows: ROWS, error: <p>Failed to fetch fruit</p> }, 'Failed to fetch fruit'],
  ])('says so when %s, without a table', (_, props, text) => {
    render(<DataTable {...base} {...props} />);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the total and turns pages', async () => {
    const onPage = vi.fn();
    const pagination = { current: 1, pages: 2, total: 30, hasNext: true, hasPrev: false };
    render(<DataTable {...base} rows={ROWS} pagination={pagination} onPage={onPage} />);

    expect(screen.getByText('30 total')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});
