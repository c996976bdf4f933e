import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TableFilters } from './table-filters';

const STATUS = {
  name: 'status' as const,
  label: 'Status',
  all: 'All',
  options: [
    { value: 'open', label: 'Open' },
    { value: 'closed', label: 'Closed' },
  ],
};

describe('TableFilters', () => {
  it('applies a choice at once and names the bar', async () => {
    const onFilter = vi.fn();
    const { container } = render(
      <TableFilters label="Ticket filters" filters={{}} choices={[STATUS]} onFilter={onFilter} />,
    );

    expect(container.querySelector('search')).toHaveAttribute('aria-label', 'Ticket filters');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Closed');
    expect(onFilter).toHaveBeenCalledWith('status', 'closed');
  });

  it("shows a linked value the choices lack as itself, not as 'All'", () => {
    render(
      <TableFilters label="Filters" filters={{ status: 'lost' }} choices={[STATUS]} onFilter={() => {}} />,
    );
    expect(screen.getByLabelText('Status')).toHaveDisplayValue('lost');
  });

  it('puts the search after the choices, or first when asked', () => {
    const search = { name: 'q' as const, placeholder: 'Subject' };
    const { container, rerender } = render(
      <TableFilters label="Filters" filters={{}} choices={[STATUS]} search={search} onFilter={() => {}} />,
    );
    const order = () => [...container.querySelectorAll('select, input')].map((field) => field.tagName);
    expect(order()).toEqual(['SELECT', 'INPUT']);

    rerender(
      <TableFilters
        label="Filters"
        filters={{}}
        choices={[STATUS]}
        search={search}
        searchFirst
        onFilter={() => {}}
      />,
    );
    expect(order()).toEqual(['INPUT', 'SELECT']);
  });
});
