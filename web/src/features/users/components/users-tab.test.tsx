// The admin panel's Users tab (spec §2 Users, §5 deletion, §8 Admin load, Notices, Empty states, §9 CSV
// exports): the list with its Admin badges, 'No users found', Delete without confirmation and its
// refusal for the last admin, and Export CSV.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { captureExport } from '../../../testing/capture-export';
import { elapse, settle } from '../../../testing/fake-time';
import { deferredReply, requestsTo } from '../../../testing/mock-api';
import { openUsers, USERS_CALL, userRow, usersPanel } from '../testing/open-users';
import { aUser, BOSS } from '../testing/user-fixtures';

const TRADER = aUser();
const ERIN = aUser({
  _id: 'eeeeeeee-0000-4000-8000-000000000005',
  username: 'erin',
  email: 'erin@example.com',
  createdAt: '2026-02-14T12:00:00.000Z',
  lastLoginAt: '2026-03-01T12:00:00.000Z',
});
const LAST_ADMIN_ERROR = 'At least one admin must remain: the last admin cannot lose the role or be deleted';

describe('users tab', () => {
  it('lists every user with username, Admin badge, email, roles, 2FA and registration date', async () => {
    const { fetchMock } = await openUsers([BOSS, TRADER, ERIN]);

    const rows = await usersPanel().findAllByRole('row');
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      // Sortable headers show their order: the server's own, oldest account first, until one is chosen.
      ['Username↕', 'Email↕', 'Roles↕', '2FA', 'Registered↑', 'Last Login↕', 'Actions'],
      [
        'boss Admin',
        'boss@example.com',
        'admin, user',
        'No',
        'Dec 1, 2025',
        'Mar 15, 2026',
        'View DetailsDelete',
      ],
      [
        'trader1',
        'trader1@example.com',
        'user',
        'No',
        'Jan 1, 2026',
        'Never logged in',
        'View DetailsDelete',
      ],
      ['erin', 'erin@example.com', 'user', 'No', 'Feb 14, 2026', 'Mar 1, 2026', 'View DetailsDelete'],
    ]);
    expect(within(rows[1]!).getByText('Admin')).toHaveClass('badge');
    expect(within(rows[2]!).queryByText('Admin')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, USERS_CALL)).toHaveLength(1);
    expect(
      fetchMock.mock.calls.find(([input]) => input === '/api/users?page=1&limit=25')?.[1]?.headers,
    ).toMatchObject({
      Authorization: 'Bearer admin-token',
    });
  });

  it("says 'No users found' when there are none", async () => {
    await openUsers([]);

    expect(await usersPanel().findByText('No users found')).toBeInTheDocument();
    expect(usersPanel().queryByRole('table')).not.toBeInTheDocument();
  });

  it("deletes at once, without a confirmation, then says 'User deleted' for a few seconds", async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const reply = deferredReply();
    const DELETE = `DELETE /api/users/${ERIN._id}`;
    const { user, fetchMock } = await openUsers([BOSS, TRADER, ERIN], { [DELETE]: reply.handler });

    await user.click(userRow('erin').getByRole('button', { name: 'Delete' }));

    expect(confirm).not.toHaveBeenCalled();
    await waitFor(() => expect(requestsTo(fetchMock, DELETE)).toEqual([undefined]));
    expect(userRow('erin').getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    vi.useFakeTimers();
    reply.release({ status: 200, body: { success: true, message: 'User deleted' } });
    await settle();

    const notice = usersPanel().getByRole('status');
    expect(notice).toHaveTextContent(/^User deleted$/);
    expect(usersPanel().queryByRole('rowheader', { name: 'erin' })).not.toBeInTheDocument();
    expect(
      usersPanel()
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['boss Admin', 'trader1']);
    // The list is not fetched again: the read model may not have caught up with the deletion yet.
    expect(requestsTo(fetchMock, USERS_CALL)).toHaveLength(1);
    await elapse(4_000);
    expect(notice).toBeEmptyDOMElement();
  });

  it("shows the server's reason when the last admin cannot be deleted, and keeps the row", async () => {
    const { user } = await openUsers([BOSS, TRADER], {
      [`DELETE /api/users/${BOSS._id}`]: {
        status: 409,
        body: { success: false, error: LAST_ADMIN_ERROR, code: 'LAST_ADMIN' },
      },
    });

    await user.click(userRow('boss').getByRole('button', { name: 'Delete' }));

    expect(await usersPanel().findByText(LAST_ADMIN_ERROR)).toHaveClass('notice--error');
    expect(userRow('boss').getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  it('exports through the server: its file, under its name', async () => {
    const { user } = await openUsers([BOSS, ERIN]);
    const csv = 'Username,Email,Roles,Created,Last Login\r\n';
    const exported = captureExport('/users/export.csv', { fileName: 'users-2026-11-24.csv', csv });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(exported.names()).toEqual(['users-2026-11-24.csv']));
    expect(await exported.downloads[0]?.blob.text()).toBe(csv);
  });

  it('is reached from the Discounts tab by Back to Users', async () => {
    const { user } = await openUsers([TRADER], {
      'GET /api/discounts': { status: 200, body: { success: true, discounts: [] } },
    });

    await user.click(screen.getByRole('tab', { name: 'Discounts' }));
    await user.click(await screen.findByRole('button', { name: 'Back to Users' }));

    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveFocus();
    expect(await usersPanel().findByRole('rowheader', { name: 'trader1' })).toBeInTheDocument();
  });
});
