// How the discount screens lay out: the create form's fields on the design system's form grid with the two
// dates as one pair, the plans as one group, and each code's row actions in the table's sticky column.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { mockApi } from '../../../testing/mock-api';
import { useLocalTableView } from '../hooks/use-local-table-view';
import { aDiscount, discountsCall, discountsReply } from '../testing/discount-fixtures';
import { DiscountCodes } from './discount-codes';

const VIP = aDiscount({
  _id: 'd15c0a11-0000-4000-8000-000000000002',
  code: 'VIP25',
  type: 'fixed',
  value: 25,
  minAmount: 100.5,
});

function CodesOnTheirOwn() {
  return <DiscountCodes control={useLocalTableView()} />;
}

function renderCodes() {
  localStorage.setItem('token', 'admin-token');
  mockApi({ [discountsCall()]: discountsReply([aDiscount(), VIP]) });
  render(
    <AppProvider>
      <CodesOnTheirOwn />
    </AppProvider>,
  );
}

const form = () => within(screen.getByRole('region', { name: 'Create Discount Code' }));
const gridCellOf = (label: string) => form().getByLabelText(label).closest('.field')!.parentElement!;

describe('discount screens layout', () => {
  it('puts every field of the create form on one grid, the two dates side by side in a pair', async () => {
    renderCodes();
    await screen.findByRole('rowheader', { name: 'VIP25' });

    const grid = gridCellOf('Code');
    expect(grid).toHaveClass('form-grid');
    for (const label of ['Description', 'Type', 'Value', 'Max Discount (USD)', 'Min Amount (USD)']) {
      expect(gridCellOf(label)).toBe(grid);
    }
    for (const label of ['Usage Limit', 'Per-User Limit']) expect(gridCellOf(label)).toBe(grid);
    const pair = gridCellOf('Valid From');
    expect(pair).toHaveClass('form-grid__pair');
    expect(gridCellOf('Valid Until')).toBe(pair);
    expect(pair.parentElement).toBe(grid);
    for (const label of ['Code', 'Type', 'Valid From']) {
      expect(form().getByLabelText(label)).toHaveClass('field__input');
    }
    expect(form().getByRole('group', { name: 'Applicable Plans' })).toHaveClass('checkbox-group');
  });

  it("keeps each code's actions in the table's sticky column and shows amounts with cents", async () => {
    renderCodes();
    const row = (await screen.findByRole('rowheader', { name: 'VIP25' })).closest('tr')!;

    expect(screen.getByRole('columnheader', { name: 'Actions' })).toHaveClass('data-table__actions--sticky');
    const actions = within(row).getByRole('button', { name: 'Delete' }).closest('td');
    expect(actions).toHaveClass('data-table__actions--sticky');
    expect(within(actions!).getByRole('button', { name: 'Disable' })).toBeInTheDocument();
    expect(within(row).getByText('25.00 USD (min 100.50 USD)')).toBeInTheDocument();
  });

  it('shows the validity window as its start and its end, each on its own line', async () => {
    renderCodes();
    const row = (await screen.findByRole('rowheader', { name: 'SPRING10' })).closest('tr')!;

    const lines = row.querySelectorAll('.data-table__line');
    expect([...lines].map((line) => line.textContent)).toEqual([
      expect.stringMatching(/^Mar 1, 2026, .+ –$/),
      expect.stringMatching(/^Apr 1, 2026, .+$/),
    ]);
    expect(lines[0]?.parentElement?.textContent).toMatch(/^Mar 1, 2026, .+ – Apr 1, 2026, .+$/);
  });
});
