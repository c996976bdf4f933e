// The user details dialog (spec §2 Users, §4 Role change, §5 confirmation, §8 Notices and Empty states):
// its facts, the user's licences or 'No licenses found for this user', Make Admin / Remove Admin after a
// confirmation with the roles of §4, the last admin's refusal, and the link to the user's history.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type Handler, requestsTo } from '../../../testing/mock-api';
import { openUsers, USERS_CALL, userRow } from '../testing/open-users';
import { ADMIN_SESSION, aLicenceOf, aUser, BOSS } from '../testing/user-fixtures';

const TRADER = aUser();
const DETAIL = `GET /api/users/${TRADER._id}`;
const UPDATE = `PUT /api/users/${TRADER._id}`;
const LAST_ADMIN_ERROR = 'At least one admin must remain: the last admin cannot lose the role or be deleted';

const detailReply = (user = TRADER, licenses = [aLicenceOf(TRADER)]): Handler => ({
  status: 200,
  body: { success: true, user, licenses },
});
const updatedReply = (roles: ('admin' | 'user')[]): Handler => ({
  status: 200,
  body: { success: true, user: { ...TRADER, roles }, message: 'User updated' },
});

async function openDetails(username: string, handlers: Record<string, Handler>, users = [BOSS, TRADER]) {
  const app = await openUsers(users, handlers);
  await app.user.click(userRow(username).getByRole('button', { name: 'View Details' }));
  const dialog = within(screen.getByRole('dialog', { name: 'User Details' }));
  return { ...app, dialog };
}

/** The value shown under a label in the dialog's facts. */
const fact = (dialog: ReturnType<typeof within>, term: string) =>
  dialog.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('user details dialog', () => {
  it("shows roles, registration, 'Never logged in', 'Active' and the user's licences", async () => {
    const { dialog, fetchMock } = await openDetails('trader1', { [DETAIL]: detailReply() });

    expect(fact(dialog, 'Roles')).toBe('user');
    expect(fact(dialog, 'Registered')).toBe('Jan 1, 2026');
    expect(fact(dialog, 'Last Login')).toBe('Never logged in');
    expect(fact(dialog, 'Account Status')).toBe('Active');
    const licences = await dialog.findByRole('table', { name: 'Licenses of this user' });
    expect(
      within(licences)
        .getAllByRole('row')
        .map((row) => [...row.children].map((cell) => cell.textContent)),
    ).toEqual([
      ['License Key', 'Status', 'Account Number', 'Expires'],
      ['ABCDE-FGHJK-MNPQR-STUVW', 'Active', '12345678', 'Feb 9, 2026'],
    ]);
    expect(requestsTo(fetchMock, DETAIL)).toHaveLength(1);
  });

  it("shows the last login when there is one, and 'No licenses found for this user' when none", async () => {
    const seen = aUser({ ...TRADER, lastLoginAt: '2026-03-15T12:00:00.000Z' });
    const { dialog } = await openDetails('trader1', { [DETAIL]: detailReply(seen, []) }, [seen]);

    expect(await dialog.findByText('No licenses found for this user')).toBeInTheDocument();
    expect(fact(dialog, 'Last Login')).toMatch(/^Mar 15, 2026, \d+:\d\d [AP]M$/);
  });

  it("says 'Failed to fetch user' where the licences go when the user cannot be fetched", async () => {
    const { dialog } = await openDetails('trader1', {
      [DETAIL]: { status: 404, body: { success: false, error: 'User not found', code: 'NOT_FOUND' } },
    });

    expect(await dialog.findByText('Failed to fetch user', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(fact(dialog, 'Roles')).toBe('user');
  });

  it("makes a user admin after confirmation, admin first, then says 'User updated' and shows the badge", async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { dialog, user, fetchMock } = await openDetails('trader1', {
      [DETAIL]: detailReply(),
      [UPDATE]: updatedReply(['admin', 'user']),
    });

    await user.click(dialog.getByRole('button', { name: 'Make Admin' }));

    expect(confirm).toHaveBeenCalledWith('Are you sure you want to make trader1 an admin?');
    await waitFor(() => expect(requestsTo(fetchMock, UPDATE)).toEqual([{ roles: ['admin', 'user'] }]));
    expect(await dialog.findByText('User updated')).toBeInTheDocument();
    expect(fact(dialog, 'Roles')).toBe('admin, user');
    expect(dialog.getByText('Admin', { selector: '.badge' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Remove Admin' })).toBeEnabled();
    expect(userRow('trader1').getByText('Admin')).toHaveClass('badge');
    expect(userRow('trader1').getAllByRole('cell')[1]).toHaveTextContent(/^admin, user$/);
    expect(requestsTo(fetchMock, USERS_CALL)).toHaveLength(1);
  });

  it('removes admin after confirmation, leaving the user role only', async () => {
    const admin = aUser({ ...TRADER, roles: ['admin', 'user'] });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { dialog, user, fetchMock } = await openDetails(
      'trader1',
      { [DETAIL]: detailReply(admin), [UPDATE]: updatedReply(['user']) },
      [BOSS, admin],
    );

    await user.click(await dialog.findByRole('button', { name: 'Remove Admin' }));

    expect(confirm).toHaveBeenCalledWith('Are you sure you want to remove admin rights from trader1?');
    await waitFor(() => expect(requestsTo(fetchMock, UPDATE)).toEqual([{ roles: ['user'] }]));
    expect(await dialog.findByRole('button', { name: 'Make Admin' })).toBeEnabled();
    expect(dialog.getByText('User updated')).toBeInTheDocument();
    expect(userRow('trader1').queryByText('Admin')).not.toBeInTheDocument();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { dialog, user, fetchMock } = await openDetails('trader1', { [DETAIL]: detailReply() });

    await user.click(dialog.getByRole('button', { name: 'Make Admin' }));

    expect(requestsTo(fetchMock, UPDATE)).toEqual([]);
    expect(fact(dialog, 'Roles')).toBe('user');
  });

  it("shows the server's reason when the last admin would lose the role, and keeps the role", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { dialog, user } = await openDetails('boss', {
      [`GET /api/users/${BOSS._id}`]: detailReply(BOSS, []),
      [`PUT /api/users/${BOSS._id}`]: {
        status: 409,
        body: { success: false, error: LAST_ADMIN_ERROR, code: 'LAST_ADMIN' },
      },
    });

    await user.click(dialog.getByRole('button', { name: 'Remove Admin' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(LAST_ADMIN_ERROR);
    expect(fact(dialog, 'Roles')).toBe('admin, user');
    expect(dialog.getByRole('button', { name: 'Remove Admin' })).toBeEnabled();
  });

  it('asks for the session again after admins change their own roles, and leaves the panel when no longer admin', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const other = aUser({ ...TRADER, roles: ['admin', 'user'] });
    let sessions = 0;
    const { dialog, user, router } = await openDetails(
      'boss',
      {
        'GET /api/users/me': () => {
          sessions += 1;
          const roles = sessions === 1 ? ['admin', 'user'] : ['user'];
          return { status: 200, body: { ...ADMIN_SESSION, user: { ...ADMIN_SESSION.user, roles } } };
        },
        [`GET /api/users/${BOSS._id}`]: detailReply(BOSS, []),
        [`PUT /api/users/${BOSS._id}`]: {
          status: 200,
          body: { success: true, user: { ...BOSS, roles: ['user'] }, message: 'User updated' },
        },
      },
      [BOSS, other],
    );

    await user.click(dialog.getByRole('button', { name: 'Remove Admin' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Users' })).not.toBeInTheDocument();
  });

  it("links to the user's history: the Audit Trail tab filtered to their id", async () => {
    const AUDIT = `GET /api/audit?userId=${TRADER._id}&page=1&limit=25`;
    const { dialog, user, router, fetchMock } = await openDetails('trader1', {
      [DETAIL]: detailReply(),
      [AUDIT]: {
        status: 200,
        body: {
          success: true,
          events: [],
          pagination: { current: 1, pages: 0, total: 0, hasNext: false, hasPrev: false },
        },
      },
    });

    const link = dialog.getByRole('link', { name: 'View history' });
    expect(link).toHaveAttribute('href', `/admin/audit?userId=${TRADER._id}`);
    await user.click(link);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const audit = within(await screen.findByRole('tabpanel', { name: 'Audit Trail' }));
    expect(audit.getByLabelText('User ID')).toHaveValue(TRADER._id);
    expect(await audit.findByText('No events found')).toBeInTheDocument();
    expect(requestsTo(fetchMock, AUDIT)).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/admin/audit');
    expect(router.state.location.search).toBe(`?userId=${TRADER._id}`);
    expect(screen.queryByRole('tabpanel', { name: 'Users' })).not.toBeInTheDocument();
  });
});
