// Opens /admin/users as the admin of ADMIN_SESSION on the Users section, once its first page has loaded, with the API
// answering as `handlers` say.
import type { UserView } from '@shop/command-api/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { type Handler, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { USER_SCREEN_MESSAGES } from '../messages';
import { ADMIN_SESSION } from './user-fixtures';

/** The Users section's first page in the server's own order. */
export const USERS_CALL = 'GET /api/users?page=1&limit=25';
/** Every account, as Export CSV asks for them without filters. */
const ALL_USERS_CALL = 'GET /api/users';

const usersReply = (users: UserView[]): Handler => ({ status: 200, body: { success: true, users } });
export const usersPageReply = (users: UserView[]): Handler => ({
  status: 200,
  body: {
    success: true,
    users,
    pagination: { current: 1, pages: 1, total: users.length, hasNext: false, hasPrev: false },
  },
});

export async function openUsers(users: UserView[], handlers: Record<string, Handler> = {}) {
  localStorage.setItem('token', 'admin-token');
  const fetchMock = mockApi({
    'GET /api/users/me': { status: 200, body: ADMIN_SESSION },
    [USERS_CALL]: usersPageReply(users),
    [ALL_USERS_CALL]: usersReply(users),
    ...handlers,
  });
  const app = renderApp(['/admin/users']);
  const panel = within(await screen.findByRole('tabpanel', { name: 'Users' }));
  await waitFor(() => expect(panel.queryByText(USER_SCREEN_MESSAGES.loading)).not.toBeInTheDocument());
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
