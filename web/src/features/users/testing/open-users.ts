// Opens /admin/users as the admin of ADMIN_SESSION on the Users section, once its list has loaded, with the API
// answering as `handlers` say.
import type { UserView } from '@shop/command-api/contracts';
import { screen, within } from '@testing-library/react';
import { type Handler, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { ADMIN_SESSION } from './user-fixtures';

export const USERS_CALL = 'GET /api/users';

export const usersReply = (users: UserView[]): Handler => ({ status: 200, body: { success: true, users } });

export async function openUsers(users: UserView[], handlers: Record<string, Handler> = {}) {
  localStorage.setItem('token', 'admin-token');
  const fetchMock = mockApi({
    'GET /api/users/me': { status: 200, body: ADMIN_SESSION },
    [USERS_CALL]: usersReply(users),
    ...handlers,
  });
  const app = renderApp(['/admin/users']);
  await within(await screen.findByRole('tabpanel', { name: 'Users' })).findByRole('button', {
    name: 'Export CSV',
  });
  return { ...app, fetchMock };
}

export const usersPanel = () => within(screen.getByRole('tabpanel', { name: 'Users' }));

/** The table row whose row header starts with `username` (an admin's also holds the Admin badge). */
export const userRow = (username: string) =>
  within(
    usersPanel()
      .getByRole('rowheader', { name: new RegExp(`^${username}( Admin)?$`) })
      .closest('tr')!,
  );
