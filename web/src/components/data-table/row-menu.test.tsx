import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RowMenu } from './row-menu';

function renderMenu(onHistory = vi.fn()) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <RowMenu
            label="More actions for license ABCDE"
            items={[
              { label: 'History', onSelect: onHistory },
              { label: 'Audit trail', to: '/admin/audit?entityId=1' },
            ]}
          />
        ),
      },
      { path: '/admin/audit', element: <p>Audit page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router, onHistory };
}

describe('RowMenu', () => {
  it('opens a menu of the row actions, focusing the first, and says so on its button', async () => {
    const { user } = renderMenu();
    const button = screen.getByRole('button', { name: 'More actions for license ABCDE' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);

    expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['History', 'Audit trail']);
    expect(items[0]).toHaveFocus();
  });

  it('moves with the arrow keys and closes on Escape, giving focus back to its button', async () => {
    const { user } = renderMenu();
    const button = screen.getByRole('button', { name: /^More actions/ });
    await user.click(button);

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Audit trail' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'History' })).toHaveFocus();
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('runs a chosen action once and closes', async () => {
    const { user, onHistory } = renderMenu();
    await user.click(screen.getByRole('button', { name: /^More actions/ }));
    await user.click(screen.getByRole('menuitem', { name: 'History' }));

    expect(onHistory).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('follows a link item and closes on a click elsewhere', async () => {
    const { user, router } = renderMenu();
    await user.click(screen.getByRole('button', { name: /^More actions/ }));
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^More actions/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Audit trail' }));
    expect(router.state.location.pathname).toBe('/admin/audit');
  });
});
