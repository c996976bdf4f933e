// The Users section's view in the address: links land filtered by role, the role filter and the search
// (once typing settles) ask the server, headers sort it, pages turn, and Export CSV exports the filtered list.
import type { UserView } from '@shop/command-api/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { captureExport } from '../../../testing/capture-export';
import { type Handler, mockApi, requestsTo } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { ADMIN_SESSION, aUser, BOSS } from '../testing/user-fixtures';

const ERIN = aUser({
  _id: 'eeeeeeee-0000-4000-8000-000000000005',
  username: 'erin',
  email: 'erin@example.com',
});
const list = (query: string) => `GET /api/users?${query}${query ? '&' : ''}page=1&limit=25`;
const reply = (users: UserView[], pages = { current: 1, pages: 1 }): Handler => ({
  status: 200,
  body: {
    success: true,
    users,
    pagination: {
      ...pages,
      total: users.length + (pages.pages - 1) * 25,
      hasNext: pages.current < pages.pages,
      hasPrev: pages.current > 1,
    },
  },
});
const panel = () => within(screen.getByRole('tabpanel', { name: 'Users' }));
const names = () =>
  panel()
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

function openUsersAt(address: string, handlers: Record<string, Handler>) {
  localStorage.setItem('token', 'admin-token');
  const fetchMock = mockApi({ 'GET /api/users/me': { status: 200, body: ADMIN_SESSION }, ...handlers });
  return { ...renderApp([address]), fetchMock };
}

describe('users view in the address', () => {
  it('opens /admin/users?role=admin filtered', async () => {
    const { fetchMock } = openUsersAt('/admin/users?role=admin', { [list('role=admin')]: reply([BOSS]) });

    await waitFor(() => expect(names()).toEqual(['boss Admin']));
    expect(requestsTo(fetchMock, list(''))).toEqual([]);
    const select = panel().getByLabelText('Role') as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toBe('Admins');
  });

  it('filters by role, then searches once typing settles, from the first page', async () => {
    const { user, router, fetchMock } = openUsersAt('/admin/users?page=2', {
      [list('').replace('page=1', 'page=2')]: reply([ERIN], { current: 2, pages: 2 }),
      [list('role=user')]: reply([aUser(), ERIN]),
      [list('role=user&q=erin')]: reply([ERIN]),
    });
    await waitFor(() => expect(names()).toEqual(['erin']));

    await user.selectOptions(panel().getByLabelText('Role'), 'Users');
    await waitFor(() => expect(names()).toEqual(['trader1', 'erin']));
    await user.type(panel().getByLabelText('Search'), 'erin');

    await waitFor(() => expect(names()).toEqual(['erin']));
    expect(router.state.location.search).toBe('?role=user&q=erin');
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('q=e'))).toHaveLength(1);
  });

  it('sorts by a header, then the other way round', async () => {
    const { user, router } = openUsersAt('/admin/users', {
      [list('')]: reply([BOSS, ERIN]),
      [list('sort=email&order=asc')]: reply([BOSS, ERIN]),
      [list('sort=email&order=desc')]: reply([ERIN, BOSS]),
    });
    await waitFor(() => expect(names()).toEqual(['boss Admin', 'erin']));

    await user.click(panel().getByRole('button', { name: /^Email/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=email&order=asc'));
    await user.click(panel().getByRole('button', { name: /^Email/ }));

    await waitFor(() => expect(names()).toEqual(['erin', 'boss Admin']));
    expect(panel().getByRole('columnheader', { name: /^Email/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('turns pages with the total, keeping the filters', async () => {
    const { user, router } = openUsersAt('/admin/users?role=user', {
      [list('role=user')]: reply([aUser()], { current: 1, pages: 2 }),
      'GET /api/users?role=user&page=2&limit=25': reply([ERIN], { current: 2, pages: 2 }),
    });
    await waitFor(() => expect(names()).toEqual(['trader1']));

    await user.click(panel().getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(names()).toEqual(['erin']));
    expect(router.state.location.search).toBe('?role=user&page=2');
  });

  it('says when no user matches the filters', async () => {
    openUsersAt('/admin/users?q=nobody', { [list('q=nobody')]: reply([]) });

    expect(await screen.findByText('No users match these filters')).toBeInTheDocument();
    expect(panel().queryByRole('table')).not.toBeInTheDocument();
  });

  it('exports the filtered list in its order: the server streams it from the view in the address', async () => {
    const { user, fetchMock } = openUsersAt('/admin/users?role=user&sort=username&order=desc', {
      [list('role=user&sort=username&order=desc')]: reply([aUser()], { current: 1, pages: 2 }),
    });
    await waitFor(() => expect(names()).toEqual(['trader1']));
    const exported = captureExport('/users/export.csv', {
      fileName: 'users-2026-11-24.csv',
      csv: 'Username\r\n',
    });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(exported.names()).toEqual(['users-2026-11-24.csv']));
    expect(exported.urls).toEqual(['/api/users/export.csv?role=user&sort=username&order=desc']);
    expect(requestsTo(fetchMock, 'GET /api/users')).toEqual([]);
  });
});
