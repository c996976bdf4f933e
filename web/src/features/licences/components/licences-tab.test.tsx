// The admin panel's Licenses tab (spec §2 Admin dashboard, §5 Issue licence, §8 Admin load and Notices,
// §9 sort keys and CSV exports): load failure, sorting, revoke, admin account change, history, export and
// the Issue New License dialog.
import type { LicenceView } from '@shop/command-api/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { captureExport } from '../../../testing/capture-export';
import { elapse, settle } from '../../../testing/fake-time';
import { deferredReply, type Handler, mockApi, type Reply, requestsTo } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { ADMIN_SESSION, aLicence, aUser } from '../../../testing/trader-fixtures';

let owners = 0;
const owner = (username: string) => {
  owners += 1;
  return { _id: `0000000${owners}-1111-4111-8111-111111111111`, username, email: `${username}@example.com` };
};
const ALICE = aLicence({
  _id: 'aaaaaaaa-0000-4000-8000-000000000001',
  licenseKey: 'AAAAA-AAAAA-AAAAA-AAAAA',
  userId: owner('alice'),
  accountNumber: 300,
  issuedAt: '2026-01-05T12:00:00.000Z',
  expiresAt: '2026-03-01T12:00:00.000Z',
});
const BOB = aLicence({
  _id: 'bbbbbbbb-0000-4000-8000-000000000002',
  licenseKey: 'BBBBB-BBBBB-BBBBB-BBBBB',
  userId: owner('bob'),
  accountNumber: 100,
  issuedAt: '2026-01-01T12:00:00.000Z',
  expiresAt: '2026-02-01T12:00:00.000Z',
  changesRemaining: 0,
  accountNumberChanges: 3,
});
const CAROL = aLicence({
  _id: 'cccccccc-0000-4000-8000-000000000003',
  licenseKey: 'CCCCC-CCCCC-CCCCC-CCCCC',
  userId: owner('carol'),
  accountNumber: 200,
  issuedAt: '2026-01-03T12:00:00.000Z',
  expiresAt: undefined,
});
const DAVE = aLicence({
  _id: 'dddddddd-0000-4000-8000-000000000004',
  licenseKey: 'DDDDD-DDDDD-DDDDD-DDDDD',
  userId: owner('dave'),
  status: 'revoked',
  accountNumber: 400,
  issuedAt: '2026-01-02T12:00:00.000Z',
  expiresAt: '2026-01-20T12:00:00.000Z',
});
/** The server's default order: the soonest to end first, without an end last. */
const BY_EXPIRY = [DAVE, BOB, ALICE, CAROL];
const FIRST_PAGE = 'GET /api/licenses?page=1&limit=25';
const onePage = (licenses: LicenceView[]): Handler => ({
  status: 200,
  body: {
    success: true,
    licenses,
    pagination: { current: 1, pages: 1, total: licenses.length, hasNext: false, hasPrev: false },
  },
});

const panel = () => within(screen.getByRole('tabpanel', { name: 'Licenses' }));
const rowOf = (licenseKey: string) =>
  within(panel().getByRole('rowheader', { name: licenseKey }).closest('tr')!);
const rowKeys = () =>
  panel()
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const header = (name: string) => panel().getByRole('columnheader', { name });

async function openLicences(handlers: Record<string, Handler> = {}) {
  localStorage.setItem('token', 'admin-token');
  const fetchMock = mockApi({
    'GET /api/users/me': { status: 200, body: ADMIN_SESSION },
    [FIRST_PAGE]: onePage(BY_EXPIRY),
    ...handlers,
  });
  const app = renderApp(['/admin/licenses']);
  await screen.findByRole('tabpanel', { name: 'Licenses' });
  await panel().findByRole('table');
  return { ...app, fetchMock };
}

describe('licenses tab', () => {
  it("shows 'Error Loading Admin Dashboard' with 'Failed to fetch licenses' when the list cannot load", async () => {
    localStorage.setItem('token', 'admin-token');
    mockApi({
      'GET /api/users/me': { status: 200, body: ADMIN_SESSION },
      [FIRST_PAGE]: { status: 500, body: { success: false, error: 'Internal Server Error' } },
    });
    renderApp(['/admin/licenses']);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Admin Dashboard' })).toBeInTheDocument();
    expect(alert).toHaveTextContent(/^Error Loading Admin DashboardFailed to fetch licenses$/);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("lists the server's first page, by expiry unless sorted, with the row fields", async () => {
    await openLicences();

    expect(rowKeys()).toEqual([DAVE.licenseKey, BOB.licenseKey, ALICE.licenseKey, CAROL.licenseKey]);
    expect(header('Expires')).toHaveAttribute('aria-sort', 'ascending');
    for (const other of ['License Key', 'User', 'Email', 'Status', 'Account Number', 'Issued']) {
      expect(header(other)).not.toHaveAttribute('aria-sort');
    }
    const cells = rowOf(ALICE.licenseKey)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 6)).toEqual([
      'alice',
      'alice@example.com',
      'Active',
      '300',
      'Jan 5, 2026',
      'Mar 1, 2026',
    ]);
    expect(rowOf(CAROL.licenseKey).getAllByRole('cell')[5]).toHaveTextContent(/^No expiration$/);
  });

  it.each([
    ['User', 'user', [ALICE, BOB, CAROL, DAVE]],
    ['Email', 'email', [ALICE, BOB, CAROL, DAVE]],
    ['Account Number', 'accountNumber', [BOB, CAROL, ALICE, DAVE]],
    ['Issued', 'issuedAt', [BOB, DAVE, CAROL, ALICE]],
    ['License Key', 'key', [ALICE, BOB, CAROL, DAVE]],
    ['Status', 'status', [ALICE, BOB, CAROL, DAVE]],
  ])(
    'asks the server for %s ascending on the first click and descending on the second',
    async (column, key, ascending) => {
      const { user, router } = await openLicences({
        [`GET /api/licenses?sort=${key}&order=asc&page=1&limit=25`]: onePage(ascending),
        [`GET /api/licenses?sort=${key}&order=desc&page=1&limit=25`]: onePage([...ascending].reverse()),
      });

      await user.click(within(header(column)).getByRole('button'));
      await waitFor(() => expect(rowKeys()).toEqual(ascending.map((licence) => licence.licenseKey)));
      expect(header(column)).toHaveAttribute('aria-sort', 'ascending');
      expect(header('Expires')).not.toHaveAttribute('aria-sort');
      expect(router.state.location.search).toBe(`?sort=${key}&order=asc`);

      await user.click(within(header(column)).getByRole('button'));
      await waitFor(() =>
        expect(rowKeys()).toEqual(ascending.map((licence) => licence.licenseKey).reverse()),
      );
      expect(header(column)).toHaveAttribute('aria-sort', 'descending');
    },
  );

  it('turns the default expiry order around when Expires is clicked', async () => {
    const { user } = await openLicences({
      'GET /api/licenses?sort=expiresAt&order=desc&page=1&limit=25': onePage([...BY_EXPIRY].reverse()),
    });

    await user.click(within(header('Expires')).getByRole('button'));

    await waitFor(() =>
      expect(rowKeys()).toEqual([CAROL.licenseKey, ALICE.licenseKey, BOB.licenseKey, DAVE.licenseKey]),
    );
    expect(header('Expires')).toHaveAttribute('aria-sort', 'descending');
  });

  it("revokes after confirmation, says 'License revoked' for a few seconds, and the Revoke button goes", async () => {
    const reply = deferredReply();
    const REVOKE = `PATCH /api/licenses/${BOB._id}`;
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, fetchMock } = await openLicences({ [REVOKE]: reply.handler });
    expect(rowOf(DAVE.licenseKey).queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();

    await user.click(rowOf(BOB.licenseKey).getByRole('button', { name: 'Revoke' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('cannot be undone'));
    await waitFor(() => expect(requestsTo(fetchMock, REVOKE)).toEqual([{ status: 'revoked' }]));
    // The clock is faked before the answer arrives, so the notice's timer is a fake one.
    vi.useFakeTimers();
    reply.release({
      status: 200,
      body: { success: true, license: { ...BOB, status: 'revoked' }, message: 'License revoked' },
    });
    await settle();

    const notice = panel().getByRole('status');
    expect(notice).toHaveTextContent(/^License revoked$/);
    expect(rowOf(BOB.licenseKey).queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
    expect(rowOf(BOB.licenseKey).queryByRole('button', { name: 'Change Account' })).not.toBeInTheDocument();
    expect(rowOf(BOB.licenseKey).getAllByRole('cell')[2]).toHaveTextContent('Revoked');
    await elapse(3_900);
    expect(notice).toHaveTextContent('License revoked');
    await elapse(100);
    expect(notice).toBeEmptyDOMElement();
  });

  it('says why when the revocation is refused, and keeps the Revoke button', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = await openLicences({
      [`PATCH /api/licenses/${ALICE._id}`]: {
        status: 409,
        body: { success: false, error: 'License is revoked', code: 'LICENCE_REVOKED' },
      },
    });

    await user.click(rowOf(ALICE.licenseKey).getByRole('button', { name: 'Revoke' }));

    expect(await panel().findByText('Failed to revoke license: License is revoked')).toBeInTheDocument();
    expect(rowOf(ALICE.licenseKey).getByRole('button', { name: 'Revoke' })).toBeEnabled();
    expect(rowOf(ALICE.licenseKey).getAllByRole('cell')[2]).toHaveTextContent('Active');
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, fetchMock } = await openLicences();

    await user.click(rowOf(ALICE.licenseKey).getByRole('button', { name: 'Revoke' }));

    expect(confirm).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toEqual([]);
    expect(rowOf(ALICE.licenseKey).getByRole('button', { name: 'Revoke' })).toBeInTheDocument();
    expect(panel().getByRole('status')).toBeEmptyDOMElement();
  });

  it('changes an account number through the admin route, with no allowance even at zero', async () => {
    const CHANGE = `PATCH /api/licenses/${BOB._id}/account-number/admin`;
    const changed = { ...BOB, accountNumber: 999001, accountNumberChanges: 4 };
    const { user, fetchMock } = await openLicences({
      [CHANGE]: {
        status: 200,
        body: {
          success: true,
          license: changed,
          changesRemaining: 0,
          message: 'Account number changed successfully',
        },
      },
      [`GET /api/licenses/${BOB._id}/account-history`]: {
        status: 200,
        body: { success: true, history: [], changesRemaining: 0 },
      },
    });

    await user.click(rowOf(BOB.licenseKey).getByRole('button', { name: 'Change Account' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Change Account Number' }));
    expect(screen.getByRole('dialog')).not.toHaveTextContent(/remaining|contact an admin/);
    await user.type(dialog.getByLabelText('New Account Number'), '999001');
    await user.type(dialog.getByLabelText('Reason (optional)'), ' Support ticket 42 ');
    await user.click(dialog.getByRole('button', { name: 'Change Account Number' }));

    expect(await dialog.findByText('Account number changed successfully')).toBeInTheDocument();
    expect(requestsTo(fetchMock, CHANGE)).toEqual([{ accountNumber: 999001, reason: 'Support ticket 42' }]);
    expect(requestsTo(fetchMock, `PATCH /api/licenses/${BOB._id}/account-number`)).toEqual([]);
    expect(rowOf(BOB.licenseKey).getAllByRole('cell')[3]).toHaveTextContent(/^999001$/);
  });

  it('shows the audit trail: what, who, when, from → to and the reason', async () => {
    const { user } = await openLicences({
      [`GET /api/licenses/${ALICE._id}/events`]: {
        status: 200,
        body: {
          success: true,
          events: [
            {
              type: 'LicenceIssued',
              revision: 0,
              at: '2026-01-05T12:00:00.000Z',
              actor: 'admin:9e2d8c4b',
              actorUsername: 'boss',
              data: { accountNumber: 111, durationDays: 30, expiresAt: '2026-02-04T12:00:00.000Z' },
            },
            {
              type: 'AccountNumberChanged',
              revision: 1,
              at: '2026-01-07T12:00:00.000Z',
              actor: 'user:aaaaaaaa',
              actorUsername: 'alice',
              data: {
                from: 111,
                to: 300,
                changedBy: 'user',
                reason: 'New broker',
                changedAt: '2026-01-07T12:00:00.000Z',
              },
            },
            {
              type: 'LicenceExtended',
              revision: 2,
              at: '2026-01-20T12:00:00.000Z',
              actor: 'system:orders',
              actorUsername: null,
              data: {
                previousExpiresAt: '2026-02-04T12:00:00.000Z',
                expiresAt: '2026-03-01T12:00:00.000Z',
                days: 25,
              },
            },
          ],
        },
      },
    });

    await user.click(rowOf(ALICE.licenseKey).getByRole('button', { name: /^More actions/ }));
    await user.click(screen.getByRole('menuitem', { name: 'History' }));

    const dialog = within(screen.getByRole('dialog', { name: 'License History' }));
    const items = (await dialog.findByRole('list', { name: 'License events' })).querySelectorAll('li');
    expect([...items].map((item) => item.textContent)).toEqual([
      expect.stringMatching(
        /^Issued by boss on Jan 5, 2026, \d+:\d\d [AP]MAccount 111, 30 days, expires Feb 4, 2026$/,
      ),
      expect.stringMatching(
        /^Account number changed \(user\) by alice on Jan 7, 2026, .+111 → 300Reason: New broker$/,
      ),
      expect.stringMatching(
        /^Extended by system:orders on Jan 20, 2026, .+25 days: Feb 4, 2026 → Mar 1, 2026$/,
      ),
    ]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(rowOf(ALICE.licenseKey).getByRole('button', { name: /^More actions/ })).toHaveFocus();
  });

  it("links each licence to its audit trail, filtered to that licence, in the panel's Audit Trail tab", async () => {
    const { user, router, fetchMock } = await openLicences({
      [`GET /api/audit?category=licence&entityId=${ALICE._id}&page=1&limit=25`]: {
        status: 200,
        body: {
          success: true,
          events: [],
          pagination: { current: 1, pages: 0, total: 0, hasNext: false, hasPrev: false },
        },
      },
    });

    await user.click(rowOf(ALICE.licenseKey).getByRole('button', { name: /^More actions/ }));
    const link = screen.getByRole('menuitem', { name: 'Audit trail' });
    expect(link).toHaveAttribute('href', `/admin/audit?category=licence&entityId=${ALICE._id}`);
    await user.click(link);

    expect(await screen.findByRole('tabpanel', { name: 'Audit Trail' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/audit');
    expect(router.state.location.search).toBe(`?category=licence&entityId=${ALICE._id}`);
    await waitFor(() =>
      expect(
        requestsTo(fetchMock, `GET /api/audit?category=licence&entityId=${ALICE._id}&page=1&limit=25`),
      ).toHaveLength(1),
    );
  });

  it('exports through the server: its file, under its name, for the view shown', async () => {
    const { user } = await openLicences();
    const csv = 'License Key,User,Status,Account Number,Issued,Expires\r\n';
    const exported = captureExport('/licenses/export.csv', { fileName: 'licenses-2026-03-05.csv', csv });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(exported.names()).toEqual(['licenses-2026-03-05.csv']));
    expect(exported.urls).toEqual(['/api/licenses/export.csv']);
    expect(await exported.downloads[0]?.blob.text()).toBe(csv);
  });

  it('tells an export the server refused, and downloads nothing', async () => {
    const { user } = await openLicences();
    const exported = captureExport('/licenses/export.csv', {
      status: 403,
      body: { success: false, error: 'Admin access required' },
    });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('Admin access required')).toBeInTheDocument();
    expect(exported.names()).toEqual([]);
  });
});

describe('issue new license', () => {
  const USERS = 'GET /api/users';
  const ISSUE = 'POST /api/licenses';
  const picked = aUser({
    _id: 'eeeeeeee-0000-4000-8000-000000000005',
    username: 'erin',
    email: 'erin@example.com',
  });
  const users: Handler = { status: 200, body: { success: true, users: [aUser(), picked] } };

  async function openIssue(handlers: Record<string, Handler> = {}) {
    const app = await openLicences({ [USERS]: users, ...handlers });
    await app.user.click(screen.getByRole('button', { name: 'Issue New License' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Issue New License' }));
    expect(dialog.getByLabelText('User')).toHaveFocus();
    await dialog.findByRole('option', { name: 'erin (erin@example.com)' });
    return { ...app, dialog };
  }

  it('offers the users, 30 days by default (at least 1) and an account number', async () => {
    const { dialog } = await openIssue();

    expect(
      within(dialog.getByLabelText('User'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a user', 'trader1 (trader1@example.com)', 'erin (erin@example.com)']);
    expect(dialog.getByLabelText('Duration (days)')).toHaveValue(30);
    expect(dialog.getByLabelText('Duration (days)')).toHaveAttribute('min', '1');
    expect(dialog.getByLabelText('Account Number')).toHaveValue('');
  });

  it.each([
    ['no user is chosen', false, '55554444'],
    ['the account number is empty', true, ''],
  ])(
    "alerts 'Please fill in all required fields' when %s, sending nothing",
    async (_, chooseUser, account) => {
      const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
      const { user, dialog, fetchMock } = await openIssue();

      if (chooseUser) await user.selectOptions(dialog.getByLabelText('User'), 'erin (erin@example.com)');
      if (account) await user.type(dialog.getByLabelText('Account Number'), account);
      await user.click(dialog.getByRole('button', { name: 'Issue License' }));

      expect(alert).toHaveBeenCalledWith('Please fill in all required fields');
      expect(requestsTo(fetchMock, ISSUE)).toEqual([]);
      expect(screen.getByRole('dialog', { name: 'Issue New License' })).toBeInTheDocument();
    },
  );

  it('refuses a duration below 1 day under its field', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user, dialog, fetchMock } = await openIssue();

    await user.selectOptions(dialog.getByLabelText('User'), 'erin (erin@example.com)');
    await user.clear(dialog.getByLabelText('Duration (days)'));
    await user.type(dialog.getByLabelText('Duration (days)'), '0');
    await user.type(dialog.getByLabelText('Account Number'), '55554444');
    await user.click(dialog.getByRole('button', { name: 'Issue License' }));

    expect(dialog.getByLabelText('Duration (days)')).toHaveAccessibleDescription(
      'Duration must be a whole number of days, at least 1',
    );
    expect(alert).not.toHaveBeenCalled();
    expect(requestsTo(fetchMock, ISSUE)).toEqual([]);
  });

  it("issues the licence, closes, says 'License issued successfully' and lists it", async () => {
    const issued = aLicence({
      _id: 'ffffffff-0000-4000-8000-000000000006',
      licenseKey: 'EEEEE-EEEEE-EEEEE-EEEEE',
      userId: { _id: picked._id, username: 'erin', email: 'erin@example.com' },
      accountNumber: 55554444,
      expiresAt: '2026-04-14T12:00:00.000Z',
    });
    let listed = BY_EXPIRY;
    const { user, dialog, fetchMock } = await openIssue({
      [FIRST_PAGE]: () => onePage(listed) as Reply,
      [ISSUE]: () => {
        listed = [...BY_EXPIRY, issued];
        return {
          status: 201,
          body: { success: true, license: issued, message: 'License issued successfully' },
        };
      },
    });

    await user.selectOptions(dialog.getByLabelText('User'), 'erin (erin@example.com)');
    await user.clear(dialog.getByLabelText('Duration (days)'));
    await user.type(dialog.getByLabelText('Duration (days)'), '90');
    await user.type(dialog.getByLabelText('Account Number'), '55554444');
    await user.click(dialog.getByRole('button', { name: 'Issue License' }));

    expect(await panel().findByText('License issued successfully')).toBeInTheDocument();
    expect(panel().getByRole('status')).toHaveTextContent(/^License issued successfully$/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, ISSUE)).toEqual([
      { userId: picked._id, durationDays: 90, accountNumber: 55554444 },
    ]);
    // The table's page is fetched again: the server places the new licence.
    await waitFor(() =>
      expect(rowOf('EEEEE-EEEEE-EEEEE-EEEEE').getAllByRole('cell')[0]).toHaveTextContent('erin'),
    );
  });

  it("keeps the dialog open with 'Failed to issue license: {message}' when the API refuses", async () => {
    const { user, dialog } = await openIssue({
      [ISSUE]: { status: 404, body: { success: false, error: 'User not found', code: 'USER_NOT_FOUND' } },
    });

    await user.selectOptions(dialog.getByLabelText('User'), 'erin (erin@example.com)');
    await user.type(dialog.getByLabelText('Account Number'), '55554444');
    await user.click(dialog.getByRole('button', { name: 'Issue License' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(/^Failed to issue license: User not found$/);
    expect(dialog.getByLabelText('Account Number')).toHaveValue('55554444');
    expect(panel().queryByText('License issued successfully')).not.toBeInTheDocument();
  });

  it("says 'Failed to fetch users' when the user list cannot load", async () => {
    const app = await openLicences({ [USERS]: { status: 500, body: null } });
    await app.user.click(screen.getByRole('button', { name: 'Issue New License' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Issue New License' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to fetch users');
    expect(dialog.getByLabelText('User')).toHaveAccessibleDescription('Failed to fetch users');
    expect(within(dialog.getByLabelText('User')).getAllByRole('option')).toHaveLength(1);
  });
});
